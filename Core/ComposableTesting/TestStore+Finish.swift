import ComposableCore
import ConcurrencyExtras

extension TestStore {
  /// Waits for every in-flight effect to finish, then asserts that nothing is left: no
  /// unasserted received action and no running effect.
  ///
  /// ```swift
  /// await store.send(.stopButtonTapped) { $0.isRunning = false }
  /// await store.finish()
  /// ```
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let deadline = ContinuousClock.now + (timeout ?? self.timeout)
    _ = await yieldUntil(deadline: deadline, changes: log.changes) { log.inFlight.isEmpty }
    assertCompleted(
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
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
