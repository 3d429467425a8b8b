import { EMISSION_INTENSITY_G_PER_TKM, STANDARD_LOAD_KG, co2eKg } from '../contracts/emissions';

describe('CO2e of a shipment: distance × mass × the mode’s GLEC default intensity', () => {
  it('works the examples out per mode', () => {
    // One 40' container (20 t of goods) Shanghai → Rotterdam by sea, about 19,500 km via Suez:
    // 19,500 km × 20 t × 13 g = 5,070,000 g = 5,070 kg CO2e.
    expect(co2eKg(19_500, 20_000, 'sea')).toBe(5070);
    // 300 kg Dubai → Paris by air, about 5,300 km: 5,300 × 0.3 t × 990 g = 1,574,100 g = 1,574.1 kg.
    expect(co2eKg(5300, 300, 'air')).toBe(1574.1);
    // 10 t Rotterdam → Milan by road, about 1,100 km: 1,100 × 10 t × 78 g = 858 kg.
    expect(co2eKg(1100, 10_000, 'road')).toBe(858);
    // 20 t Xi'an → Duisburg by rail, about 10,000 km: 10,000 × 20 t × 22 g = 4,400 kg.
    expect(co2eKg(10_000, 20_000, 'rail')).toBe(4400);
  });

  it('ranks the modes as GLEC does: air far above road, road above rail and sea', () => {
    const i = EMISSION_INTENSITY_G_PER_TKM;
    expect(i.sea).toBeGreaterThanOrEqual(8);
    expect(i.sea).toBeLessThanOrEqual(16);
    expect(i.air).toBeGreaterThanOrEqual(600);
    expect(i.air).toBeLessThanOrEqual(1100);
    expect(i.road).toBeGreaterThanOrEqual(60);
    expect(i.road).toBeLessThanOrEqual(100);
    expect(i.rail).toBeGreaterThanOrEqual(15);
    expect(i.rail).toBeLessThanOrEqual(30);
  });

  it('gives nothing for nothing moved, and for services that do not move goods', () => {
    expect(co2eKg(0, 1000, 'sea')).toBe(0);
    expect(co2eKg(1000, 0, 'air')).toBe(0);
    expect(co2eKg(Number.NaN, 1000, 'road')).toBe(0);
    expect(co2eKg(-5, 1000, 'road')).toBe(0);
    expect(co2eKg(1000, 1000, 'multimodal')).toBe(0);
  });

  it('has a standard load for each mode that moves goods', () => {
    expect(STANDARD_LOAD_KG.sea).toBe(20_000);
    // By air the listed price's standard load: 100 kg of packages (tariff.ts standardLoad).
    expect(STANDARD_LOAD_KG.air).toBe(100);
    expect(co2eKg(1000, STANDARD_LOAD_KG.road, 'road')).toBe(780);
  });
});
