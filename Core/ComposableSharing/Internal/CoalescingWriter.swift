import ConcurrencyExtras
import Dispatch
import Foundation

/// Folds a burst of writes to one file into at most one write per interval.
///
/// The first write after a quiet interval happens at once; writes during the interval wait, and
/// only the latest is written when it ends. Every live writer is flushed when the process exits.
final class CoalescingWriter: Sendable {
  private struct Pending {
    var data: Data
    var write: @Sendable (Data) throws -> Void
    var completions: [@Sendable (Result<Void, any Error>) -> Void]
  }

  private let interval: Duration
  // NB: A URL is in `windows` while its interval is running; its value is the write waiting.
  private let windows = LockIsolated<[URL: Pending?]>([:])

  init(interval: Duration) {
    self.interval = interval
    if interval > .zero { Self.registerForExit(self) }
  }

  /// Writes `data` now, or when the file's interval ends, then calls `completion`.
  func write(
    _ data: Data, to url: URL,
    using write: @escaping @Sendable (Data) throws -> Void,
    completion: @escaping @Sendable (Result<Void, any Error>) -> Void
  ) {
    guard interval > .zero else {
      return completion(Result { try write(data) })
    }
    let isWaiting = windows.withValue { windows -> Bool in
      guard let waiting = windows[url] else {
        windows[url] = .some(nil)
        return false
      }
      var pending = waiting ?? Pending(data: data, write: write, completions: [])
      pending.data = data
      pending.write = write
      pending.completions.append(completion)
      windows[url] = pending
      return true
    }
    guard !isWaiting else { return }
    completion(Result { try write(data) })
    scheduleEnd(of: url)
  }

  /// Writes everything waiting now.
  func flush() {
    let waiting = windows.withValue { windows in
      defer { windows = windows.mapValues { _ in nil } }
      return windows.values.compactMap { $0 }
    }
    for pending in waiting { finish(pending) }
  }

  private func scheduleEnd(of url: URL) {
    let (seconds, attoseconds) = interval.components
    let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
    DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) {
      [weak self] in
      self?.endInterval(of: url)
    }
  }

  private func endInterval(of url: URL) {
    let pending = windows.withValue { windows -> Pending? in
      guard let waiting = windows[url], let pending = waiting else {
        windows[url] = nil
        return nil
      }
      windows[url] = .some(nil)
      return pending
    }
    guard let pending else { return }
    finish(pending)
    scheduleEnd(of: url)
  }

  private func finish(_ pending: Pending) {
    let result = Result { try pending.write(pending.data) }
    for completion in pending.completions { completion(result) }
  }

  private static let live = LockIsolated<[ObjectIdentifier: WeakWriter]>([:])

  private static func registerForExit(_ writer: CoalescingWriter) {
    _ = exitHook
    live.withValue { live in
      live = live.filter { $0.value.writer != nil }
      live[ObjectIdentifier(writer)] = WeakWriter(writer: writer)
    }
  }

  private static let exitHook: Void = {
    atexit { CoalescingWriter.flushAll() }
  }()

  private static func flushAll() {
    for writer in live.value.values.compactMap(\.writer) { writer.flush() }
  }

  private struct WeakWriter: @unchecked Sendable {
    weak var writer: CoalescingWriter?
  }
}
