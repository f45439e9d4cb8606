import ComposableCore
import ConcurrencyExtras
import CustomDump

extension TestStore where Action: Equatable {
  /// Asserts that an effect sent this action next, and how it changed the state.
  ///
  /// ```swift
  /// await store.receive(.factResponse(.success("1 is a good number."))) {
  ///   $0.fact = "1 is a good number."
  /// }
  /// ```
  public func receive(
    _ expectedAction: Action,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receiveAction(
      matching: { $0 == expectedAction },
      mismatch: { stateDiff(expectedAction, $0) },
      timeout: timeout,
      updateStateToExpectedResult,
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

extension TestStore {
  /// Asserts that an effect sent an action in this case next, and how it changed the state.
  ///
  /// ```swift
  /// await store.receive(\.factResponse.success) { $0.fact = "1 is a good number." }
  /// ```
  public func receive<Value>(
    _ actionCase: CaseKeyPath<Action, Value>,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let casePath = AnyCasePath(actionCase)
    await receiveAction(
      matching: { casePath.extract(from: $0) != nil },
      mismatch: { "− (an action in the expected case)\n+ \(String(customDumping: $0))" },
      timeout: timeout,
      updateStateToExpectedResult,
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  private func receiveAction(
    matching predicate: (Action) -> Bool,
    mismatch: (Action) -> String,
    timeout: Duration?,
    _ updateStateToExpectedResult: ((inout State) throws -> Void)?,
    at location: SourceLocation
  ) async {
    while true {
      guard await waitForReceivedAction(timeout: timeout ?? self.timeout, at: location) else { return }
      let (action, state, shared) = log.received.removeFirst()
      if !predicate(action) {
        if exhaustivity != .on {
          reportUnlessSkipped(
            "Skipped receiving an action:\n\n\(String(customDumping: action).indented(by: 2))",
            at: location)
          continue
        }
        location.report(
          """
          Received unexpected action: …

          \(mismatch(action).indented(by: 2))

          (Expected: −, Received: +)
          """
        )
        accept(state, shared: shared)
        return
      }
      expectState(
        from: expectedState, toBecome: state, shared: shared, updateStateToExpectedResult,
        at: location)
      accept(state, shared: shared)
      await Task.megaYield()
      return
    }
  }

  /// Waits until an action has been received; reports and returns `false` when none can arrive
  /// or the timeout passes.
  private func waitForReceivedAction(timeout: Duration, at location: SourceLocation) async -> Bool {
    guard log.received.isEmpty else { return true }
    let clock = ContinuousClock()
    let start = clock.now
    _ = await yieldUntil(timeout: timeout) { !log.received.isEmpty || log.inFlight.isEmpty }
    guard log.received.isEmpty else { return true }
    let inFlight = log.inFlight.count
    let reason =
      inFlight == 0
      ? "No effects are in flight, so none will arrive."
      : "\(inFlight) effect\(inFlight == 1 ? " is" : "s are") still in flight; advance the "
        + "test clock or raise the timeout if the action is still to come."
    location.report(
      """
      Expected to receive an action, but received none after \((clock.now - start).shortDescription). \
      \(reason)
      """
    )
    return false
  }
}
