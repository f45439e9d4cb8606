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
    _ = await yieldUntil(timeout: timeout ?? self.timeout) { log.inFlight.isEmpty }
    assertCompleted(
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Discards the actions received so far without asserting them.
  public func skipReceivedActions(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await Task.megaYield()
    log.received.removeAll()
    accept(store.state, shared: nil)
  }

  /// Cancels every in-flight effect so that the test does not have to wait for it.
  public func skipInFlightEffects(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    cancelEffects()
    await Task.megaYield()
  }
}
