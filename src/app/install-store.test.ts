import { describe, expect, it, vi } from 'vitest';
import { canInstall, promptInstall, watchInstallPrompt } from './install-store';

describe('install store', () => {
  it('keeps beforeinstallprompt, prompts on click, and hides after appinstalled', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const target = new EventTarget();
    watchInstallPrompt(target as unknown as Window);
    expect(canInstall()).toBe(false);
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: vi.fn(async () => undefined),
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    target.dispatchEvent(offer);
    expect(offer.defaultPrevented).toBe(true);
    expect(canInstall()).toBe(true);
    await promptInstall();
    expect(offer.prompt).toHaveBeenCalledTimes(1);
    expect(canInstall()).toBe(false);
    target.dispatchEvent(Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt: vi.fn() }));
    expect(canInstall()).toBe(true);
    target.dispatchEvent(new Event('appinstalled'));
    expect(canInstall()).toBe(false);
  });
});
