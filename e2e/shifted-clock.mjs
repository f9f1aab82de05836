// Loaded with `node --import` into a server that a journey starts itself: the server's clock runs
// E2E_CLOCK_SHIFT_DAYS days ahead, so that a journey can see what a later day shows (a privacy
// policy published for tomorrow) without waiting for it. Only `Date` moves: timers keep their pace.
const shift = Number(process.env.E2E_CLOCK_SHIFT_DAYS ?? 0) * 86_400_000
const RealDate = globalThis.Date

globalThis.Date = new Proxy(RealDate, {
  // new Date() is now; new Date(value) is that value, as ever.
  construct: (target, args, newTarget) =>
    Reflect.construct(target, args.length === 0 ? [RealDate.now() + shift] : args, newTarget),
  // Date() called as a function answers the current time as a string.
  apply: () => new RealDate(RealDate.now() + shift).toString(),
  get: (target, property, receiver) =>
    property === 'now' ? () => RealDate.now() + shift : Reflect.get(target, property, receiver),
})
