import { RENDER_TIER_UP_BUDGET, tierUpFlag } from '../tier-up';

describe('the render workers tier-up budget', () => {
  it('is an eighth of V8’s default unless the process was given one', () => {
    expect(tierUpFlag([])).toBe(`--interrupt-budget=${RENDER_TIER_UP_BUDGET}`);
    expect(RENDER_TIER_UP_BUDGET * 8).toBe(67584);
    expect(tierUpFlag(['--enable-source-maps', '--interrupt-budget=67584'])).toBeNull();
    expect(tierUpFlag(['--interrupt_budget=1000'])).toBeNull();
    expect(tierUpFlag(['--interrupt-budget-for-feedback-allocation=940'])).toBe(`--interrupt-budget=${RENDER_TIER_UP_BUDGET}`);
  });
});
