// The member code's QR image is drawn once per code, not on every dashboard open: a second open
// answers the same SVG without running the encoder, and the cache stays bounded.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callerAs, createAccount, createRouterTestbed, type RouterTestbed } from '../../test/harness.js';
import { QR_CACHE_SIZE, qrCodeSvg, qrEncoder } from './qr.js';

let bed: RouterTestbed | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await bed?.testDb.close();
  bed = undefined;
});

describe("the member code's QR image", () => {
  it('is drawn on the first open and reused on the next ones', async () => {
    bed = await createRouterTestbed();
    const member = await callerAs(bed.deps, await createAccount(bed.db, 'member'));
    const draw = vi.spyOn(qrEncoder, 'draw');

    const first = await member.checkIns.myCode();
    const second = await member.checkIns.myCode();

    expect(draw).toHaveBeenCalledTimes(1);
    expect(second).toEqual(first);
    expect(second.qrSvg.startsWith('<svg')).toBe(true);
  });

  it("draws each code's own image and forgets the least recently used past its size", async () => {
    // A stand-in drawing (the real one is a millisecond each): the cache is what is under test.
    const draw = vi.spyOn(qrEncoder, 'draw').mockImplementation(async (text) => `<svg>${text}</svg>`);
    const codes = Array.from({ length: QR_CACHE_SIZE + 1 }, (_, i) => `LRU${String(i).padStart(5, '0')}`);
    const [oldest, kept] = [codes[0] as string, codes[1] as string];
    const oldestSvg = await qrCodeSvg(oldest);
    for (const code of codes.slice(1)) await qrCodeSvg(code);
    expect(await qrCodeSvg(kept)).toBe(`<svg>${kept}</svg>`);
    expect(draw).toHaveBeenCalledTimes(QR_CACHE_SIZE + 1);

    // The first code was pushed out by the last one: drawn again.
    expect(await qrCodeSvg(oldest)).toBe(oldestSvg);
    expect(draw).toHaveBeenCalledTimes(QR_CACHE_SIZE + 2);
  });
});
