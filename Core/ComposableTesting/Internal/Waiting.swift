import ConcurrencyExtras

/// Lets effects run until `isDone` or until the wall clock reaches `deadline`.
///
/// It yields first, so that a deterministic test, whose effects run on the main serial executor,
/// is done at once. After that it suspends until `changes` signals (an action arrived, an effect
/// ended) instead of spinning: an effect that waits for another thread or the network leaves
/// the main actor free to other tests in the meantime, on a busy machine too. The deadline only
/// guards against effects that never finish.
///
/// - Returns: Whether `isDone` became true.
@MainActor
func yieldUntil(
  deadline: ContinuousClock.Instant, changes: ChangeSignal, _ isDone: () -> Bool
) async -> Bool {
  await Task.megaYield()
  while !isDone() {
    guard ContinuousClock.now < deadline else { return false }
    await changes.wait(until: deadline)
  }
  return true
}

/// Wakes the test store when what it waits for may have happened.
///
/// One timer serves every waiter: it sleeps until the earliest deadline and is replaced only
/// when a waiter's deadline comes before it. Deadlines are a second or so ahead and most waits
/// end within microseconds, so a test store arms a timer about once a second instead of once per
/// wait (a dispatch timer registered and cancelled on every `receive` or `send`).
@MainActor
final class ChangeSignal {
  private var waiters:
    [Int: (continuation: CheckedContinuation<Void, Never>, deadline: ContinuousClock.Instant)] =
      [:]
  private var nextID = 0
  private var timer: (task: Task<Void, Never>, deadline: ContinuousClock.Instant)?

  nonisolated init() {}

  /// Resumes every waiter.
  func signal() {
    let waiting = waiters
    waiters = [:]
    for waiter in waiting.values {
      waiter.continuation.resume()
    }
  }

  /// Suspends until the next ``signal()`` or until the wall clock reaches `deadline`.
  func wait(until deadline: ContinuousClock.Instant) async {
    await withCheckedContinuation { continuation in
      waiters[nextID] = (continuation, deadline)
      nextID += 1
      armTimer(for: deadline)
    }
  }

  /// Makes sure that a timer fires by `deadline`.
  private func armTimer(for deadline: ContinuousClock.Instant) {
    if let timer, timer.deadline <= deadline { return }
    timer?.task.cancel()
    let task = Task { [weak self] in
      try? await Task.sleep(until: deadline, clock: .continuous)
      guard !Task.isCancelled else { return }
      self?.timerFired()
    }
    timer = (task, deadline)
  }

  /// Resumes the waiters whose deadline has passed, and arms the timer for the next one.
  private func timerFired() {
    timer = nil
    let now = ContinuousClock.now
    let expired = waiters.filter { $0.value.deadline <= now }
    for (id, waiter) in expired {
      waiters[id] = nil
      waiter.continuation.resume()
    }
    if let next = waiters.values.map(\.deadline).min() {
      armTimer(for: next)
    }
  }
}
