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
@MainActor
final class ChangeSignal {
  private var waiters:
    [Int: (continuation: CheckedContinuation<Void, Never>, timer: Task<Void, Never>)] =
      [:]
  private var nextID = 0

  nonisolated init() {}

  /// Resumes every waiter.
  func signal() {
    let waiting = waiters
    waiters = [:]
    for waiter in waiting.values {
      waiter.timer.cancel()
      waiter.continuation.resume()
    }
  }

  /// Suspends until the next ``signal()`` or until the wall clock reaches `deadline`.
  func wait(until deadline: ContinuousClock.Instant) async {
    await withCheckedContinuation { continuation in
      let id = nextID
      nextID += 1
      let timer = Task { [weak self] in
        try? await Task.sleep(until: deadline, clock: .continuous)
        guard !Task.isCancelled else { return }
        self?.waiters.removeValue(forKey: id)?.continuation.resume()
      }
      waiters[id] = (continuation, timer)
    }
  }
}
