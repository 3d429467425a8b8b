import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, textOf } from '@cargora/shared/testing';
import type { Career } from '@cargora/shared/contracts';
import { http, toast } from '@cargora/shared/runtime';
import { renderCareersRoute, setupCareersI18n } from '../../../testing/routes';
import * as applyJobsPage from '../../../app/routes/apply-jobs-page';

const CAREER: Career = {
  id: 7,
  title: 'Freight Operations Lead',
  department: 'Operations',
  location: 'Rotterdam',
  employmentType: 'Full-time',
  description: 'Lead the ops team.',
  requirements: ['Freight experience'],
  postedAt: '2024-12-01T00:00:00.000Z',
};

const LETTER = 'I have shipped containers for ten years and love logistics.';


const pdf = (name = 'my-cv.pdf', size?: number) => {
  const file = new File(['%PDF-1.4 fake'], name, { type: 'application/pdf' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

// Many renders per test; the shared CI machine is slow, so allow more than jest's 5 s.
jest.setTimeout(20_000);

let post: jest.SpyInstance;
beforeAll(() => setupCareersI18n());
beforeEach(() => {
  jest.spyOn(http, 'get').mockImplementation((path: string) =>
    path === '/misc/careers/7'
      ? Promise.resolve({ data: { data: CAREER } })
      : Promise.reject(apiError(404, `Career not found`)),
  );
  post = jest.spyOn(http, 'post');
});

async function openForm() {
  const user = userEvent.setup({ applyAccept: false, delay: null });
  const utils = renderCareersRoute(applyJobsPage, 'applyJobs', '/apply-jobs?careerId=7');
  await screen.findByRole('heading', { level: 1, name: 'Apply: Freight Operations Lead' });
  const fields = {
    name: screen.getByLabelText('Full name'),
    email: screen.getByLabelText('Email'),
    phone: screen.getByLabelText('Phone'),
    coverLetter: screen.getByLabelText('Cover letter'),
    cv: screen.getByLabelText('CV') as HTMLInputElement,
  };
  const submit = () => user.click(screen.getByRole('button', { name: 'Send application' }));
  return { user, fields, submit, ...utils };
}

type Form = Awaited<ReturnType<typeof openForm>>;
async function fillValid({ user, fields }: Form, overrides: Partial<Record<'name' | 'email' | 'phone' | 'coverLetter', string>> = {}, file: File | null = pdf()) {
  const values = { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+31 (10) 123-4567', coverLetter: LETTER, ...overrides };
  for (const key of ['name', 'email', 'phone', 'coverLetter'] as const) {
    await user.clear(fields[key]);
    // Pasting is one input event: typing every character made these tests slow on a busy machine.
    if (values[key]) await user.paste(values[key]);
  }
  if (file) await user.upload(fields.cv, file);
}

describe('job application form', () => {
  it('shows the job title being applied for', async () => {
    await openForm();
    expect(screen.getByRole('heading', { name: 'Your application for Freight Operations Lead' })).toBeInTheDocument();
  });

  it('flags the first invalid field of an empty form and moves focus to it', async () => {
    const { fields, submit } = await openForm();
    await submit();
    expect(fields.name).toHaveFocus();
    expect(fields.name).toHaveAttribute('aria-invalid', 'true');
    const error = screen.getByText('Please enter your name.');
    expect(fields.name.getAttribute('aria-describedby')).toContain(error.id);
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your phone number.')).toBeInTheDocument();
    expect(screen.getByText('Please write a short cover letter.')).toBeInTheDocument();
    expect(screen.getByText('Please attach your CV.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it.each([
    ['name', { name: 'A' }, 'Your name must be 2 to 100 characters long.'],
    ['name', { name: 'x'.repeat(101) }, 'Your name must be 2 to 100 characters long.'],
    ['email', { email: 'ada@example' }, 'Please enter a valid email address, like name@example.com.'],
    ['phone', { phone: '12345' }, 'Use 7 to 20 characters: digits, spaces, +, - and parentheses.'],
    ['phone', { phone: '+31 10 abc 4567' }, 'Use 7 to 20 characters: digits, spaces, +, - and parentheses.'],
    ['phone', { phone: '1'.repeat(21) }, 'Use 7 to 20 characters: digits, spaces, +, - and parentheses.'],
    ['coverLetter', { coverLetter: 'Too short letter.' }, 'Your cover letter needs at least 30 characters.'],
  ] as const)('rejects an invalid %s (%j)', async (field, override, message) => {
    const form = await openForm();
    await fillValid(form, override);
    await form.submit();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(form.fields[field]).toHaveFocus();
    expect(form.fields[field]).toHaveAttribute('aria-invalid', 'true');
    expect(post).not.toHaveBeenCalled();
  });

  it('rejects a cover letter over 5000 characters', async () => {
    const form = await openForm();
    await fillValid(form);
    // Typing 5001 characters one by one is slow; paste them instead.
    form.fields.coverLetter.focus();
    await form.user.clear(form.fields.coverLetter);
    await form.user.paste('y'.repeat(5001));
    expect(screen.getByText('5,001 / 5,000 characters (at least 30)')).toBeInTheDocument();
    await form.submit();
    expect(screen.getByText('Your cover letter can be at most 5,000 characters.')).toBeInTheDocument();
    expect(form.fields.coverLetter).toHaveFocus();
  });

  it.each([
    ['a missing CV', null, 'Please attach your CV.'],
    ['a CV of the wrong type', new File(['x'], 'cv.png', { type: 'image/png' }), 'Your CV must be a PDF, DOC or DOCX file.'],
    ['a CV over 5 MB', pdf('big.pdf', 5 * 1024 * 1024 + 1), 'Your CV must be 5 MB or smaller.'],
  ])('rejects %s', async (_label, file, message) => {
    const form = await openForm();
    await fillValid(form, {}, file);
    await form.submit();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(form.fields.cv).toHaveFocus();
    expect(post).not.toHaveBeenCalled();
  });

  it('shows the chosen file name and size and a character counter', async () => {
    const form = await openForm();
    await form.user.upload(form.fields.cv, pdf('resume.docx', 2.5 * 1024 * 1024));
    expect(screen.getByText(textOf('Selected: resume.docx (2.5 MB)'))).toBeInTheDocument();
    await form.user.type(form.fields.coverLetter, 'Hello');
    expect(screen.getByText('5 / 5,000 characters (at least 30)')).toBeInTheDocument();
  });

  it('posts multipart FormData with every field and the file, then shows the receipt', async () => {
    const success = jest.spyOn(toast, 'success').mockImplementation(() => 1);
    post.mockResolvedValue({
      status: 201,
      data: { data: { id: 'rcpt-42-abc', careerId: 7, createdAt: '2025-01-05T10:00:00.000Z' }, message: 'Application received' },
    });
    const form = await openForm();
    const file = pdf();
    await fillValid(form, { name: '  Ada Lovelace  ' }, file);
    await form.submit();

    expect(post).toHaveBeenCalledTimes(1);
    const [path, body, config] = post.mock.calls[0] as [string, FormData, Record<string, unknown>];
    expect(path).toBe('/misc/job/application/7');
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('name')).toBe('Ada Lovelace');
    expect(body.get('email')).toBe('ada@example.com');
    expect(body.get('phone')).toBe('+31 (10) 123-4567');
    expect(body.get('coverLetter')).toBe(LETTER);
    expect((body.get('cv') as File).name).toBe('my-cv.pdf');
    // An Idempotency-Key: a retry after a lost answer is not stored twice.
    expect(config).toEqual({
      headers: { 'Content-Type': 'multipart/form-data', 'Idempotency-Key': expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/) },
      cargora: { toastOnError: false },
    });

    expect(await screen.findByRole('heading', { name: 'Application sent. Thank you!' })).toHaveFocus();
    expect(screen.getByTestId('receipt-id')).toHaveTextContent('rcpt-42-abc');
    expect(screen.getByRole('link', { name: 'Back to careers' })).toHaveAttribute('href', '/career');
    expect(success).toHaveBeenCalledWith('Your application was sent');
    expect(screen.queryByLabelText('Full name')).not.toBeInTheDocument();
  });

  it('disables the button with "Sending…" while the request runs and never submits twice', async () => {
    let resolve: (value: unknown) => void = () => {};
    post.mockReturnValue(new Promise((r) => (resolve = r)));
    jest.spyOn(toast, 'success').mockImplementation(() => 1);
    const form = await openForm();
    await fillValid(form);
    await form.submit();
    const button = screen.getByRole('button', { name: 'Sending…' });
    expect(button).toBeDisabled();
    await form.user.click(button);
    form.fields.name.closest('form')!.requestSubmit();
    expect(post).toHaveBeenCalledTimes(1);
    resolve({ status: 201, data: { data: { id: 'r1', careerId: 7, createdAt: '2025-01-05T10:00:00.000Z' } } });
    expect(await screen.findByTestId('receipt-id')).toHaveTextContent('r1');
  });

  it.each([
    [413, 'request file too large', 'Your application was not sent: the CV is too large. Please attach a file of 5 MB or less.'],
    [415, 'body/cv must be a PDF, DOC or DOCX file', 'Your application was not sent: the CV must be a real PDF, DOC or DOCX file.'],
    [404, 'Career 7 not found', 'Your application was not sent: this job is no longer open.'],
    [410, 'This job posting has closed', 'Your application was not sent: this job posting has closed.'],
    [500, 'Internal Server Error', 'Your application was not sent because of a problem on our side. Please try again in a moment.'],
  ])('explains a %i from the server and keeps everything the user entered', async (status, message, shown) => {
    post.mockRejectedValue(apiError(status, message));
    const form = await openForm();
    const file = pdf();
    await fillValid(form, {}, file);
    await form.submit();

    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    expect(form.fields.name).toHaveValue('Ada Lovelace');
    expect(form.fields.email).toHaveValue('ada@example.com');
    expect(form.fields.phone).toHaveValue('+31 (10) 123-4567');
    expect(form.fields.coverLetter).toHaveValue(LETTER);
    expect(form.fields.cv.files?.[0]).toBe(file);
    expect(screen.getByText(textOf(/Selected: my-cv\.pdf/))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send application' })).toBeEnabled();
  });

  it('names the field of a 400 and marks it, keeping the values; a retry sends again', async () => {
    post.mockRejectedValueOnce(apiError(400, 'body/phone must be a phone number of 6-25 digits'));
    const form = await openForm();
    await fillValid(form);
    await form.submit();

    expect(await screen.findByRole('alert')).toHaveTextContent('please check the field “Phone”');
    expect(form.fields.phone).toHaveAttribute('aria-invalid', 'true');
    expect(form.fields.phone).toHaveFocus();
    expect(screen.getByText('The server did not accept this phone number. Please check it.')).toBeInTheDocument();
    expect(form.fields.phone).toHaveValue('+31 (10) 123-4567');
    expect(form.fields.coverLetter).toHaveValue(LETTER);

    post.mockResolvedValueOnce({ status: 201, data: { data: { id: 'r2', careerId: 7, createdAt: '2025-01-05T10:00:00.000Z' } } });
    jest.spyOn(toast, 'success').mockImplementation(() => 1);
    await form.submit();
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    expect(await screen.findByTestId('receipt-id')).toHaveTextContent('r2');
  });
});
