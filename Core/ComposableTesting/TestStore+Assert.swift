import ComposableCore
@_spi(Testing) import Sharing

extension TestStore {
  /// Asserts the current state, without sending an action: the closure mutates the last asserted
  /// state into what the test expects now.
  ///
  /// ```swift
  /// store.exhaustivity = .off
  /// await store.send(.refreshButtonTapped)
  /// store.assert { $0.isLoading = true }
  /// ```
  public func assert(
    _ updateStateToExpectedResult: (inout State) throws -> Void,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let actual = store.state
    let shared = log.sharedChanges.capture()
    let failure: String? = log.sharedChanges.assert(
      exhaustive: exhaustivity == .on, actual: shared
    ) { _ in
      var expected = exhaustivity == .on ? expectedState : actual
      do {
        try runAssertion { try updateStateToExpectedResult(&expected) }
      } catch {
        return "Threw error: \(error)"
      }
      guard expected != actual else { return nil }
      return """
        A state change does not match expectation: …

        \(stateDiff(expected, actual).indented(by: 2))

        (Expected: −, Actual: +)
        """
    }
    if let failure { location.report(failure) }
    accept(actual, shared: shared)
  }

  /// Runs `operation` with another exhaustivity, then restores the store's.
  ///
  /// ```swift
  /// await store.withExhaustivity(.off) {
  ///   await store.send(.onAppear)
  ///   await store.skipReceivedActions()
  /// }
  /// ```
  @discardableResult
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity, operation: () async throws -> R
  ) async rethrows -> R {
    let previous = self.exhaustivity
    self.exhaustivity = exhaustivity
    defer { self.exhaustivity = previous }
    return try await operation()
  }

  /// Runs `operation` with another exhaustivity, then restores the store's.
  @discardableResult
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity, operation: () throws -> R
  ) rethrows -> R {
    let previous = self.exhaustivity
    self.exhaustivity = exhaustivity
    defer { self.exhaustivity = previous }
    return try operation()
  }
}
