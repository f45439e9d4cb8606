import ComposableCore
import ConcurrencyExtras

extension TestStore {
  /// Waits for every in-flight effect to finish, then asserts that the test has received every
  /// action they sent.
  ///
  /// ```swift
  /// await store.send(.stopButtonTapped) { $0.isRunning = false }
  /// await store.finish()
  /// ```
  ///
  /// Effects still running after `timeout` are a failure, and they are left running, as in TCA:
  /// a ``skipInFlightEffects(strict:fileID:filePath:line:column:)`` after it skips them, and if
  /// nothing does, the end of the test reports each one at the `send` that started it. Effects
  /// skipped before are not waited for.
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let timeout = timeout ?? self.timeout
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    // NB: With nothing running, skipped effects included, nothing can end or arrive meanwhile.
    var finished = !log.mayReceiveMore
    if !finished {
      finished = await yieldUntil(deadline: .now + timeout, changes: log.changes) {
        log.inFlight.isEmpty
      }
    }
    assertNoReceivedActions(at: location)
    guard !finished else { return }
    let count = log.inFlight.count
    let actions = log.inFlight.sorted { $0.key < $1.key }.map(\.value.action)
    reportUnlessSkipped(
      """
      Expected effects to finish, but there \(count == 1 ? "is" : "are") still \(count) effect\
      \(count == 1 ? "" : "s") in flight after \(timeout.shortDescription), started by:

      \(describe(actions).indented(by: 2))

      If they wait on a test clock, advance it; if they are long-living, cancel them; if the test \
      does not care about them, call "await store.skipInFlightEffects()"; if they need more time, \
      raise the timeout.
      """,
      at: location
    )
  }

  /// Discards the actions received so far without asserting them; the state moves on to the
  /// state after the last of them.
  ///
  /// With `strict`, having no received action to skip is a failure.
  ///
  /// ```swift
  /// await store.send(.onAppear)
  /// await store.skipReceivedActions()
  /// ```
  public func skipReceivedActions(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await Task.megaYield()
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let last = log.received.last else {
      if strict { location.report("There were no received actions to skip.") }
      return
    }
    let count = log.received.count
    showSkipped(
      """
      \(count) received action\(count == 1 ? " was" : "s were") skipped:

      \(describe(log.received.map(\.action)).indented(by: 2))
      """,
      at: location
    )
    log.received.removeAll()
    accept(last.state, shared: last.shared)
  }

  /// Stops waiting for the effects in flight: the test may end while they run, and they are
  /// cancelled when the store is released.
  ///
  /// They keep running until then, so actions they send can still be received. With `strict`,
  /// having no in-flight effect to skip is a failure.
  ///
  /// ```swift
  /// await store.send(.startTimerButtonTapped) { $0.isTimerRunning = true }
  /// await store.skipInFlightEffects()
  /// ```
  public func skipInFlightEffects(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await Task.megaYield()
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard !log.inFlight.isEmpty else {
      if strict { location.report("There were no in-flight effects to skip.") }
      return
    }
    let count = log.inFlight.count
    let actions = log.inFlight.sorted { $0.key < $1.key }.map(\.value.action)
    showSkipped(
      """
      \(count) in-flight effect\(count == 1 ? " was" : "s were") skipped, started by:

      \(describe(actions).indented(by: 2))
      """,
      at: location
    )
    log.skipInFlightEffects()
  }
}
