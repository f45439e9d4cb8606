import ConcurrencyExtras
import Dependencies
import Foundation
import IssueReporting
@_spi(Internals) import Perception
import Synchronization

/// Records the shared values that change, so that a test can assert them like any other state.
///
/// A shared value is a reference: the state before an action and the state after it hold the
/// same one. So the tracker keeps, for every reference that changed since the last assertion, the
/// value it had then (the *baseline*). An assertion compares the test's expectation, built on the
/// baselines, with the values as they are.
///
/// swift-sharing's API records only what runs inside ``track(_:)-(()->R)`` (or with dependencies
/// passed through ``track(_:)-(DependencyValues)``), and reports the changes that no assertion
/// compared when the tracker is released:
///
/// ```swift
/// let tracker = SharedChangeTracker()
/// tracker.track { $count.withLock { $0 += 1 } }
/// tracker.assert {
///   #expect($count != $count)  // 0 as expected, 1 as it is
///   $count.withLock { $0 = 1 }
///   #expect($count == $count)
/// }
/// ```
///
/// A test store's tracker travels in the dependencies of its reducer and effects, as
/// swift-sharing's does in TCA: it records what they change, not what the test itself changes
/// between sends, and asserts through ``assert(exhaustive:actual:_:)``.
@_spi(Testing) @_spi(SharedChangeTracking)
public final class SharedChangeTracker: Hashable, @unchecked Sendable {
  /// Values of the changed references at one moment, such as right after an action.
  public struct Capture: @unchecked Sendable {
    fileprivate var values: [ObjectIdentifier: Any] = [:]
  }

  private struct Entry: @unchecked Sendable {
    // NB: Weak, so that recording a change does not keep a shared value, and what it holds
    //     open, alive; a value that is gone can no longer be observed, so its change no longer
    //     matters.
    weak var root: (any SharedRoot)?
    var value: Any
    let site: ChangeSite
    var isAsserted = false
  }

  private static let liveCount = Atomic<Int>(0)
  private let reportsUnassertedChanges: Bool
  private let baselines = LockIsolated<[ObjectIdentifier: Entry]>([:])

  /// A tracker that records changes made inside ``track(_:)-(()->R)``, and when released reports
  /// those that no assertion compared (when `reportUnassertedChanges`).
  public init(reportUnassertedChanges: Bool = isTesting) {
    self.reportsUnassertedChanges = reportUnassertedChanges
    Self.liveCount.add(1, ordering: .releasing)
  }

  deinit {
    Self.liveCount.subtract(1, ordering: .releasing)
    guard reportsUnassertedChanges else { return }
    for entry in baselines.value.values where !entry.isAsserted {
      guard let root = entry.root else { continue }
      let current = root.currentValue
      reportIssue(
        """
        Tracked unasserted changes to \
        'Shared<\(sharedTypeName(type(of: entry.value)))>(\(root.description))': \
        \(String(reflecting: entry.value)) → \(String(reflecting: current))
        """,
        fileID: entry.site.fileID, filePath: entry.site.filePath, line: entry.site.line,
        column: entry.site.column
      )
    }
  }

  /// Whether any shared value changed since the last reset.
  public var hasChanges: Bool { baselines.value.values.contains { $0.root != nil } }

  /// Records the changes made by whatever runs with these dependencies.
  public func track(_ dependencies: inout DependencyValues) {
    dependencies[ScopedTrackersKey.self].insert(self)
  }

  /// Records the changes `body` makes.
  public func track<R>(_ body: () throws -> R) rethrows -> R {
    try withDependencies {
      $0[ScopedTrackersKey.self].insert(self)
    } operation: {
      try body()
    }
  }

  /// Runs `body` as an assertion: inside it, shared values read as the tracker expects them
  /// (their values before the tracked changes, updated by `withLock` inside the assertion), and
  /// comparing a shared value with itself compares the expectation with the value as it is.
  public func assert<R>(_ body: () throws -> R) rethrows -> R {
    let assertion = SharedAssertion(
      expected: baselines.value.mapValues(\.value), actual: [:])
    defer {
      baselines.withValue { baselines in
        for (id, value) in assertion.expectedChanges { baselines[id]?.value = value }
        for id in assertion.assertedRoots { baselines[id]?.isAsserted = true }
      }
    }
    return try SharedAssertion.run(assertion) { try body() }
  }

  /// Forgets every recorded change.
  public func reset() {
    baselines.withValue { $0.removeAll() }
  }

  /// The current values of the references that changed since the last assertion.
  public func capture() -> Capture {
    Capture(values: baselines.value.compactMapValues { $0.root?.currentValue })
  }

  /// Runs a test store's assertion: inside `body`, reads and writes of shared values see the
  /// expectation, and `Shared`'s `==` and diffs compare it with the values as of `actual`.
  ///
  /// - Parameters:
  ///   - exhaustive: Whether the expectation starts from the baselines (exhaustive) or from the
  ///     actual values (non-exhaustive: only what the test changes is checked).
  ///   - actual: The moment the actual values are taken from; `nil` for the baselines.
  public func assert<R>(
    exhaustive: Bool, actual capture: Capture?, _ body: (SharedAssertion) throws -> R
  ) rethrows -> R {
    let baselines = baselines.value.filter { $0.value.root != nil }.mapValues(\.value)
    let actual = baselines.merging(capture?.values ?? [:]) { _, captured in captured }
    let assertion = SharedAssertion(expected: exhaustive ? baselines : actual, actual: actual)
    return try SharedAssertion.run(assertion) { try body(assertion) }
  }

  /// Accepts the values as of `capture` (or now) as the new baselines.
  public func accept(_ capture: Capture?) {
    baselines.withValue { baselines in
      guard let capture else { return baselines.removeAll() }
      for (id, value) in capture.values { baselines[id]?.value = value }
    }
  }

  public static func == (lhs: SharedChangeTracker, rhs: SharedChangeTracker) -> Bool {
    lhs === rhs
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }

  private func record(_ entry: Entry, for id: ObjectIdentifier) {
    baselines.withValue { baselines in
      // NB: An entry whose value is gone may share its identifier with a new value.
      if baselines[id]?.root == nil { baselines[id] = entry }
    }
  }

  static func willChange(
    _ root: some SharedRoot, from value: @autoclosure () -> Any, at site: ChangeSite
  ) {
    guard liveCount.load(ordering: .acquiring) > 0 else { return }
    @Dependency(ScopedTrackersKey.self) var trackers
    guard !trackers.isEmpty else { return }
    let entry = Entry(root: root, value: value(), site: site)
    let id = ObjectIdentifier(root)
    for tracker in trackers { tracker.record(entry, for: id) }
  }
}

extension SharedChangeTracker: _StateChangeTracker {
  /// Registers trackers with the core, for `_printChanges` to show what shared values did.
  static let registeredForPrintedChanges: Void = _StateChangeTracking.register {
    SharedChangeTracker(reportUnassertedChanges: false)
  }
}

private enum ScopedTrackersKey: DependencyKey {
  static var liveValue: Set<SharedChangeTracker> { [] }
  static var testValue: Set<SharedChangeTracker> { [] }
}

/// A comparison of shared values: what the test expects against what happened.
///
/// While one is current, plain reads and `withLock` see and change the expected side only.
@_spi(Testing) public final class SharedAssertion: @unchecked Sendable {
  /// The side of a comparison.
  public enum Side: Sendable {
    case expected
    case actual
  }

  @TaskLocal private static var running: SharedAssertion?
  /// How many assertions are running anywhere in the process.
  private static let runningCount = Atomic<Int>(0)

  /// The assertion the current task runs inside, if any.
  ///
  /// NB: Every read and write of a shared value asks. Outside an assertion (always, in an app)
  ///     the answer comes from a counter instead of a task-local lookup.
  static var current: SharedAssertion? {
    guard runningCount.load(ordering: .acquiring) > 0 else { return nil }
    return running
  }

  /// Runs `body` inside `assertion`.
  static func run<R>(_ assertion: SharedAssertion, _ body: () throws -> R) rethrows -> R {
    runningCount.add(1, ordering: .releasing)
    defer { runningCount.subtract(1, ordering: .releasing) }
    return try $running.withValue(assertion) { try body() }
  }

  private let lock = NSLock()
  private var expected: [ObjectIdentifier: Any]
  private let actual: [ObjectIdentifier: Any]
  private(set) var expectedChanges: [ObjectIdentifier: Any] = [:]
  private(set) var assertedRoots: Set<ObjectIdentifier> = []

  /// Whether the test's expectation changed any shared value.
  public var didExpectChange: Bool { lock.withLock { !expectedChanges.isEmpty } }

  init(expected: [ObjectIdentifier: Any], actual: [ObjectIdentifier: Any]) {
    self.expected = expected
    self.actual = actual
  }

  func value(of root: some SharedRoot, _ side: Side) -> Any? {
    let id = ObjectIdentifier(root)
    return lock.withLock {
      switch side {
      case .expected: return expected[id] ?? actual[id]
      case .actual: return actual[id]
      }
    }
  }

  func expect(_ value: Any, for root: some SharedRoot) {
    let id = ObjectIdentifier(root)
    lock.withLock {
      expected[id] = value
      expectedChanges[id] = value
    }
  }

  func markAsserted(_ root: any SharedRoot) {
    let id = ObjectIdentifier(root)
    lock.withLock { _ = assertedRoots.insert(id) }
  }
}
