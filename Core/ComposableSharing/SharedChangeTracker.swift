import ConcurrencyExtras
import Foundation
import Synchronization

/// Records the shared values that change while a test store runs, so that the test store can
/// assert them like any other state.
///
/// A shared value is a reference: the state before an action and the state after it hold the
/// same one. So the tracker keeps, for every reference that changed since the last assertion, the
/// value it had then (the *baseline*). A ``SharedAssertion`` compares the test's expectation,
/// built on the baselines, with the values as they are.
///
/// While any tracker is alive, every mutation of a shared value in the process is recorded by
/// every live tracker. Test stores that run in parallel record each other's references, which
/// costs a little memory and changes nothing: each asserts only the references its state holds.
@_spi(Testing) public final class SharedChangeTracker: @unchecked Sendable {
  /// Values of the changed references at one moment, such as right after an action.
  public struct Capture: @unchecked Sendable {
    fileprivate var values: [ObjectIdentifier: Any] = [:]
  }

  private struct Entry: @unchecked Sendable {
    let root: any SharedRoot
    var value: Any
  }

  private static let live = Mutex<[ObjectIdentifier: Weak]>([:])
  private static let liveCount = Atomic<Int>(0)
  private let baselines = LockIsolated<[ObjectIdentifier: Entry]>([:])

  /// Starts recording changes; recording stops when the tracker is released.
  public init() {
    Self.live.withLock {
      $0[ObjectIdentifier(self)] = Weak(self)
      Self.liveCount.store($0.count, ordering: .releasing)
    }
  }

  deinit {
    let id = ObjectIdentifier(self)
    Self.live.withLock {
      $0[id] = nil
      Self.liveCount.store($0.count, ordering: .releasing)
    }
  }

  /// The current values of the references that changed since the last assertion.
  public func capture() -> Capture {
    Capture(values: baselines.value.mapValues { $0.root.currentValue })
  }

  /// Runs an assertion: inside `body`, reads and writes of shared values see the expectation,
  /// and `Shared`'s `==` and diffs compare it with the values as of `actual` (or now).
  ///
  /// - Parameters:
  ///   - exhaustive: Whether the expectation starts from the baselines (exhaustive) or from the
  ///     actual values (non-exhaustive: only what the test changes is checked).
  ///   - actual: The moment the actual values are taken from; `nil` for now.
  public func assert<R>(
    exhaustive: Bool, actual capture: Capture?, _ body: (SharedAssertion) throws -> R
  ) rethrows -> R {
    let baselines = baselines.value.mapValues(\.value)
    let actual = baselines.merging(capture?.values ?? [:]) { _, captured in captured }
    let assertion = SharedAssertion(expected: exhaustive ? baselines : actual, actual: actual)
    return try SharedAssertion.$current.withValue(assertion) { try body(assertion) }
  }

  /// Accepts the values as of `capture` (or now) as the new baselines.
  public func accept(_ capture: Capture?) {
    baselines.withValue { baselines in
      guard let capture else { return baselines.removeAll() }
      for (id, value) in capture.values { baselines[id]?.value = value }
    }
  }

  static func willChange(_ root: some SharedRoot, from value: @autoclosure () -> Any) {
    guard liveCount.load(ordering: .acquiring) > 0 else { return }
    let trackers = live.withLock { $0.values.compactMap(\.tracker) }
    guard !trackers.isEmpty else { return }
    let entry = Entry(root: root, value: value())
    let id = ObjectIdentifier(root)
    for tracker in trackers {
      tracker.baselines.withValue { baselines in
        if baselines[id] == nil { baselines[id] = entry }
      }
    }
  }

  private struct Weak: @unchecked Sendable {
    weak var tracker: SharedChangeTracker?
    init(_ tracker: SharedChangeTracker) { self.tracker = tracker }
  }
}

/// A test store's comparison of shared values: what the test expects against what happened.
///
/// While one is current, plain reads and `withLock` see and change the expected side only.
@_spi(Testing) public final class SharedAssertion: @unchecked Sendable {
  /// The side of a comparison.
  public enum Side: Sendable {
    case expected
    case actual
  }

  @TaskLocal static var current: SharedAssertion?

  private var expected: [ObjectIdentifier: Any]
  private let actual: [ObjectIdentifier: Any]

  /// Whether the test's expectation changed any shared value.
  public private(set) var didExpectChange = false

  init(expected: [ObjectIdentifier: Any], actual: [ObjectIdentifier: Any]) {
    self.expected = expected
    self.actual = actual
  }

  func value(of root: some SharedRoot, _ side: Side) -> Any? {
    let id = ObjectIdentifier(root)
    switch side {
    case .expected: return expected[id] ?? actual[id]
    case .actual: return actual[id]
    }
  }

  func expect(_ value: Any, for root: some SharedRoot) {
    expected[ObjectIdentifier(root)] = value
    didExpectChange = true
  }
}
