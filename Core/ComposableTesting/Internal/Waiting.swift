import ConcurrencyExtras

/// Lets effects run, yielding to them until `isDone` or until `timeout` of wall time passes.
///
/// The main serial executor runs effects in between the yields, so a deterministic test is done
/// after a few yields; the timeout only guards against effects that never finish.
///
/// - Returns: Whether `isDone` became true.
@MainActor
func yieldUntil(timeout: Duration, _ isDone: () -> Bool) async -> Bool {
  await yieldUntil(deadline: ContinuousClock.now + timeout, isDone)
}

/// Lets effects run, yielding to them until `isDone` or until the wall clock reaches `deadline`.
@MainActor
func yieldUntil(deadline: ContinuousClock.Instant, _ isDone: () -> Bool) async -> Bool {
  await Task.megaYield()
  while !isDone() {
    guard ContinuousClock.now < deadline else { return false }
    await Task.yield()
  }
  return true
}
