import ConcurrencyExtras
import Synchronization

/// When each throttled effect last started and which one waits to start next, by identifier.
///
/// A dependency, so that it is one per app and, in tests, fresh for each test: stores in tests
/// that run in parallel never see each other's throttling.
final class ThrottleTimes: Sendable {
  /// What to do with a throttled effect that arrives now.
  enum Decision<Instant> {
    /// Start it now.
    case start
    /// Start it at the end of the interval, unless a later one replaces it.
    case wait(until: Instant, token: Int)
    /// Drop it: another waits to start at the end of the interval.
    case drop
  }

  private struct Entry {
    var start: any Sendable
    var waiting: (token: Int, due: any Sendable)?
  }

  private struct Times {
    var entries: [AnyHashableSendable: Entry] = [:]
    var nextToken = 0
  }

  private let times = Mutex(Times())

  /// Decides what to do with an effect that arrives at `now`; `end` gives the end of the
  /// interval that begins at an instant.
  func decide<Instant: Comparable & Sendable>(
    id: AnyHashableSendable,
    now: Instant,
    end: (Instant) -> Instant,
    latest: Bool
  ) -> Decision<Instant> {
    times.withLock { times in
      guard
        let entry = times.entries[id],
        let start = entry.start as? Instant
      else {
        times.entries[id] = Entry(start: now)
        return .start
      }
      let due: Instant
      if let waiting = entry.waiting, let waitingDue = waiting.due as? Instant {
        guard latest else { return .drop }
        due = waitingDue
      } else {
        due = end(start)
        guard now < due else {
          times.entries[id] = Entry(start: now)
          return .start
        }
      }
      times.nextToken += 1
      times.entries[id]?.waiting = (times.nextToken, due)
      return .wait(until: due, token: times.nextToken)
    }
  }

  /// Records that the waiting effect with `token` starts now, at its due instant.
  func started(id: AnyHashableSendable, token: Int) {
    times.withLock { times in
      guard let waiting = times.entries[id]?.waiting, waiting.token == token else { return }
      times.entries[id] = Entry(start: waiting.due)
    }
  }

  /// Forgets the waiting effect with `token`, which was cancelled before it started.
  func cancelled(id: AnyHashableSendable, token: Int) {
    times.withLock { times in
      guard times.entries[id]?.waiting?.token == token else { return }
      times.entries[id]?.waiting = nil
    }
  }
}

extension ThrottleTimes: DependencyKey {
  static let liveValue = ThrottleTimes()
  static var testValue: ThrottleTimes { ThrottleTimes() }
}
