import ComposableCore
import ConcurrencyExtras
import CustomDump

extension TestStore {
  /// Takes the next received action and asserts it, the one place every `receive` ends up.
  ///
  /// An exhaustive store fails on an action that does not match. A non-exhaustive one skips it,
  /// taking its state, and goes on until one matches or `timeout` has passed since the call.
  ///
  /// - Parameters:
  ///   - mismatch: The diff shown when an exhaustive store received another action.
  ///   - expected: What a non-exhaustive store reports when no matching action arrives.
  func receiveAction(
    matching predicate: (Action) -> Bool,
    mismatch: (Action) -> String,
    expected: @autoclosure () -> String,
    timeout: Duration?,
    _ updateStateToExpectedResult: ((inout State) throws -> Void)?,
    at location: SourceLocation
  ) async {
    let start = ContinuousClock.now
    let deadline = start + (timeout ?? self.timeout)
    while true {
      if log.received.isEmpty {
        _ = await yieldUntil(deadline: deadline, changes: log.changes) {
          !log.received.isEmpty || !log.mayReceiveMore
        }
      }
      guard !log.received.isEmpty else {
        reportNothingReceived(expected: expected(), since: start, at: location)
        return
      }
      let (action, state, shared) = log.received.removeFirst()
      guard predicate(action) else {
        if exhaustivity == .on {
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
        showSkipped(
          "Skipped receiving an action:\n\n\(String(customDumping: action).indented(by: 2))",
          at: location)
        accept(state, shared: shared)
        continue
      }
      expectState(
        from: expectedState, toBecome: state, shared: shared, updateStateToExpectedResult,
        at: location)
      accept(state, shared: shared)
      await yieldToEffectsInFlight()
      return
    }
  }

  /// Reports that no (matching) action arrived, and whether one still can.
  private func reportNothingReceived(
    expected: String, since start: ContinuousClock.Instant, at location: SourceLocation
  ) {
    let inFlight = log.inFlight.count
    let reason =
      !log.mayReceiveMore
      ? "No effects are in flight, so none will arrive."
      : inFlight == 0
        ? "Only skipped effects are in flight; advance the test clock or raise the timeout if "
          + "the action is still to come."
        : "\(inFlight) effect\(inFlight == 1 ? " is" : "s are") still in flight; advance the "
          + "test clock or raise the timeout if the action is still to come."
    let elapsed = (ContinuousClock.now - start).shortDescription
    guard exhaustivity == .on else {
      location.report("\(expected)\n\nNothing matched after \(elapsed). \(reason)")
      return
    }
    location.report(
      "Expected to receive an action, but received none after \(elapsed). \(reason)")
  }
}
