// NB: `XCTModifyLocals` tells case paths' `XCTModify` whether an unchanged value is a failure.
@_spi(Internals) import CasePaths
import ComposableCore
import ConcurrencyExtras
@_spi(Testing) import Sharing

extension TestStore {
  /// Sends an action and asserts how it changes the state.
  ///
  /// The closure receives the state before the action; mutate it into the state you expect.
  /// Omit it when the action must not change the state. Sending to a store whose feature
  /// dismissed itself (``isDismissed``) is a failure.
  ///
  /// ```swift
  /// await store.send(.incrementButtonTapped) { $0.count = 1 }
  /// ```
  ///
  /// - Returns: A task for the effects the action started.
  @discardableResult
  public func send(
    _ action: Action,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard !isDismissed else {
      location.report("Can't send action to dismissed test store.")
      return TestStoreTask(storeTask: .empty, timeout: timeout)
    }
    if !log.received.isEmpty {
      let count = log.received.count
      reportUnlessSkipped(
        """
        Must handle \(count) received action\(count == 1 ? "" : "s") before sending an action: …

        Unhandled actions:
        \(describe(log.received.map(\.action)).indented(by: 2))
        """,
        at: location
      )
      log.received.removeAll()
    }
    let previous = store.state
    log.stateAfterSend = nil
    let task = store.send(TestAction(origin: .send(location), action: action))
    let (actual, shared) = log.stateAfterSend ?? (store.state, log.sharedChanges.capture())
    expectState(
      from: previous, toBecome: actual, shared: shared, updateStateToExpectedResult, at: location)
    accept(actual, shared: shared)
    if !task.isCancelled {
      // NB: Before the array grows, the tasks whose effects all ended are dropped, so a long test
      //     keeps only the tasks that may still need cancelling.
      if tasks.count == tasks.capacity { tasks.removeAll { $0.isFinished } }
      tasks.append(task)
    }
    await yieldToEffectsInFlight()
    return TestStoreTask(storeTask: task, timeout: timeout)
  }

  /// Sends the action of a case that has no associated value, named by its case key path.
  ///
  /// ```swift
  /// await store.send(\.incrementButtonTapped) { $0.count = 1 }
  /// ```
  @discardableResult
  public func send(
    _ action: CaseKeyPath<Action, Void>,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await send(
      action, (), assert: updateStateToExpectedResult,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Sends the action of a case, named by its case key path, with its associated value.
  ///
  /// ```swift
  /// await store.send(\.rows[id: 1].titleChanged, "Dune") { $0.rows[id: 1]?.title = "Dune" }
  /// ```
  @discardableResult
  public func send<Value>(
    _ action: CaseKeyPath<Action, Value>,
    _ value: Value,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await send(
      AnyCasePath(action).embed(value), assert: updateStateToExpectedResult,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Gives the effects in flight time to get going before the test goes on, as TCA does with
  /// `Task.megaYield()` (20 yields, or `TASK_MEGA_YIELD_COUNT`); it stops yielding once no effect
  /// is running, skipped ones included, since the yields would then wait for nothing, and they
  /// cost most of a send.
  func yieldToEffectsInFlight() async {
    for _ in 0..<_defaultMegaYieldCount where log.mayReceiveMore {
      await Task.megaYield(count: 1)
    }
  }

  /// Compares the state an action produced with what the test expected, and reports a diff.
  ///
  /// Exhaustively, the expectation starts from the state before the action. Otherwise it starts
  /// from the actual state, so only what the test changes is checked; what an exhaustive store
  /// would have reported is shown as a skipped assertion when asked for.
  ///
  /// Shared values are compared as of `shared`: what the test expects of them starts from their
  /// values at the last assertion (see `SharedChangeTracker`).
  func expectState(
    from previous: State,
    toBecome actual: State,
    shared: SharedChangeTracker.Capture?,
    _ update: ((inout State) throws -> Void)?,
    at location: SourceLocation
  ) {
    let changes = log.sharedChanges
    let isExhaustive = exhaustivity == .on
    let failure: String?? = changes.assert(exhaustive: isExhaustive, actual: shared) { assertion in
      var expected = isExhaustive ? previous : actual
      do {
        try runAssertion { try update?(&expected) }
      } catch {
        return "Threw error: \(error)"
      }
      guard expected == actual else {
        return stateMismatch(expected, actual, hasUpdate: update != nil)
      }
      let isUnchanged = !assertion.didExpectChange && expected == previous
      return isExhaustive && update != nil && isUnchanged ? .some(nil) : nil
    }
    if let failure {
      guard let failure else { return reportNoChange(at: location) }
      location.report(failure)
      return
    }
    guard exhaustivity != .on, exhaustivity != .off else { return }
    let skipped: String? = changes.assert(exhaustive: true, actual: shared) { _ in
      var exhaustive = previous
      try? runAssertion { try update?(&exhaustive) }
      return exhaustive != actual
        ? stateMismatch(exhaustive, actual, hasUpdate: update != nil) : nil
    }
    if let skipped { reportUnlessSkipped(skipped, at: location) }
  }

  /// Runs a test's assertion closure with the store's dependencies, so that a value it builds
  /// with `@Dependency` (a date, a UUID) matches what the reducer built. A non-exhaustive store
  /// lets `XCTModify` leave a value unchanged.
  func runAssertion(_ assertion: () throws -> Void) rethrows {
    try XCTModifyLocals.$isExhaustive.withValue(exhaustivity == .on) {
      try withDependencies {
        $0 = dependencies
      } operation: {
        try assertion()
      }
    }
  }

  /// Takes `state`, and shared values as of `shared`, as what the next assertion starts from.
  func accept(_ state: State, shared: SharedChangeTracker.Capture?) {
    expectedState = state
    log.sharedChanges.accept(shared)
  }

  private func reportNoChange(at location: SourceLocation) {
    location.report(
      """
      Expected state to change, but no change occurred.

      The trailing closure made no observable modifications to the current state. If no \
      change is expected, omit the trailing closure.
      """
    )
  }

  private func stateMismatch(_ expected: State, _ actual: State, hasUpdate: Bool) -> String {
    let title =
      hasUpdate
      ? "A state change does not match expectation"
      : "State was not expected to change, but a change occurred"
    return """
      \(title): …

      \(stateDiff(expected, actual).indented(by: 2))

      (Expected: −, Actual: +)
      """
  }
}
