import { addStyledIds } from '../styled-ids';

const source = (body: string) => `import styled from 'styled-components';\n${body}`;

describe('stable styled-components ids', () => {
  it('gives every styled template an id from its file and position, the same in every build', () => {
    const code = source('const A = styled.div`a`;\nconst B = styled(Card)`b`;');
    const once = addStyledIds(code, 'remote-catalog/src/x.tsx');
    expect(once).toBe(addStyledIds(code, 'remote-catalog/src/x.tsx'));
    const ids = [...once.matchAll(/componentId: "([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
    // Another file, other ids.
    expect(addStyledIds(code, 'remote-catalog/src/y.tsx')).not.toBe(once);
  });

  it('keeps type arguments and .attrs after the id', () => {
    const out = addStyledIds(source("const A = styled.span<{ $on: boolean }>`a`;\nconst B = styled(Card).attrs({ as: 'li' })`b`;"), 'f.tsx');
    expect(out).toMatch(/styled\.span\.withConfig\(\{ componentId: "c\w+" \}\)<\{ \$on: boolean \}>`a`/);
    expect(out).toMatch(/styled\(Card\)\.withConfig\(\{ componentId: "c\w+" \}\)\.attrs\(\{ as: 'li' \}\)`b`/);
  });

  it('leaves files without styled-components, css helpers and interpolations alone', () => {
    expect(addStyledIds('const styled = 1; styled.div`x`;', 'f.ts')).toBe('const styled = 1; styled.div`x`;');
    const out = addStyledIds(source('const x = css`a`; const A = styled.div`${Other} { color: red; }`;'), 'f.tsx');
    expect(out.match(/withConfig/g)).toHaveLength(1);
    expect(out).toContain('const x = css`a`;');
  });
});
