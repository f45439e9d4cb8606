import ComposableCore

/// The spellings TCA also accepts with a timeout in nanoseconds, such as
/// `receive(.response, timeout: NSEC_PER_SEC)`; each calls its `Duration` form.
extension TestStore where Action: Equatable {
  /// Asserts that an effect sent this action next, waiting up to `nanoseconds` for it.
  ///
  /// ```swift
  /// await store.receive(.response, timeout: 1_000_000_000)
  /// ```
  public func receive(
    _ expectedAction: Action,
    timeout nanoseconds: UInt64,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      expectedAction, timeout: .nanoseconds(nanoseconds), assert: updateStateToExpectedResult,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

extension TestStore {
  /// Asserts that an effect sent an action in this case next, waiting up to `nanoseconds`.
  public func receive<Value>(
    _ actionCase: CaseKeyPath<Action, Value>,
    timeout nanoseconds: UInt64,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      actionCase, timeout: .nanoseconds(nanoseconds), assert: updateStateToExpectedResult,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Asserts that an effect sent an action in this case, with this value, next, waiting up to
  /// `nanoseconds`.
  public func receive<Value: Equatable>(
    _ actionCase: CaseKeyPath<Action, Value>,
    _ value: Value,
    timeout nanoseconds: UInt64,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      actionCase, value, timeout: .nanoseconds(nanoseconds),
      assert: updateStateToExpectedResult,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Asserts that an effect sent an action matching `isMatching` next, waiting up to
  /// `nanoseconds`.
  public func receive(
    _ isMatching: (_ action: Action) -> Bool,
    timeout nanoseconds: UInt64,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      isMatching, timeout: .nanoseconds(nanoseconds), assert: updateStateToExpectedResult,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Waits up to `nanoseconds` for the in-flight effects to finish, as
  /// `finish(timeout:)` with a `Duration` does.
  public func finish(
    timeout nanoseconds: UInt64,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await finish(
      timeout: .nanoseconds(nanoseconds),
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
