import ComposableCore
import CustomDump

extension TestStore where Action: Equatable {
  /// Asserts that an effect sent this action next, and how it changed the state.
  ///
  /// A non-exhaustive store skips received actions until one matches, waiting up to `timeout`
  /// for it.
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
      expected: """
        Expected to receive the following action, but didn't: …

        \(String(customDumping: expectedAction).indented(by: 2))
        """,
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
      expected: "Expected to receive an action matching case path, but didn't get one.",
      timeout: timeout,
      updateStateToExpectedResult,
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Asserts that an effect sent an action in this case, with this associated value, next.
  ///
  /// ```swift
  /// await store.receive(\.delegate.saved, 42)
  /// ```
  public func receive<Value: Equatable>(
    _ actionCase: CaseKeyPath<Action, Value>,
    _ value: Value,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let casePath = AnyCasePath(actionCase)
    let expectedAction = casePath.embed(value)
    await receiveAction(
      matching: { casePath.extract(from: $0) == value },
      mismatch: { stateDiff(expectedAction, $0) },
      expected: """
        Expected to receive the following action, but didn't: …

        \(String(customDumping: expectedAction).indented(by: 2))
        """,
      timeout: timeout,
      updateStateToExpectedResult,
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Asserts that an effect sent an action for which `isMatching` is true next.
  ///
  /// ```swift
  /// await store.receive { if case .response = $0 { true } else { false } }
  /// ```
  public func receive(
    _ isMatching: (_ action: Action) -> Bool,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receiveAction(
      matching: isMatching,
      mismatch: { "− (an action matching the predicate)\n+ \(String(customDumping: $0))" },
      expected: "Expected to receive an action matching predicate, but didn't get one.",
      timeout: timeout,
      updateStateToExpectedResult,
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}
