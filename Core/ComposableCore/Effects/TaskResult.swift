import IssueReporting

/// The result of async work that can fail with any error, and is still `Equatable` when its
/// value is, so that tests can assert actions that carry it.
///
/// ```swift
/// return .run { [count = state.count] send in
///   await send(.numberFactResponse(TaskResult { try await factClient.fetch(count) }))
/// }
/// ```
///
/// Two failures are equal when their errors are of the same `Equatable` type and equal; an error
/// type that is not `Equatable` is reported when compared, as it cannot be asserted.
public enum TaskResult<Success: Sendable>: Sendable {
  /// The work succeeded with a value.
  case success(Success)
  /// The work failed with an error.
  case failure(any Error)

  /// Runs the work and captures its value or its error.
  public init(catching body: @Sendable () async throws -> Success) async {
    do {
      self = .success(try await body())
    } catch {
      self = .failure(error)
    }
  }

  /// Wraps a `Result`.
  public init<Failure>(_ result: Result<Success, Failure>) {
    switch result {
    case let .success(value): self = .success(value)
    case let .failure(error): self = .failure(error)
    }
  }

  /// The value, or the error thrown.
  public var value: Success {
    get throws {
      switch self {
      case let .success(value): return value
      case let .failure(error): throw error
      }
    }
  }

  /// Transforms the value of a success.
  public func map<NewSuccess>(
    _ transform: (Success) -> NewSuccess
  ) -> TaskResult<NewSuccess> {
    switch self {
    case let .success(value): .success(transform(value))
    case let .failure(error): .failure(error)
    }
  }

  /// Transforms the value of a success into another result.
  public func flatMap<NewSuccess>(
    _ transform: (Success) -> TaskResult<NewSuccess>
  ) -> TaskResult<NewSuccess> {
    switch self {
    case let .success(value): transform(value)
    case let .failure(error): .failure(error)
    }
  }
}

extension Result where Failure == any Error {
  /// The `Result` of a `TaskResult`.
  public init(_ result: TaskResult<Success>) {
    switch result {
    case let .success(value): self = .success(value)
    case let .failure(error): self = .failure(error)
    }
  }
}

extension TaskResult: Equatable where Success: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case let (.success(lhs), .success(rhs)):
      return lhs == rhs
    case let (.failure(lhs), .failure(rhs)):
      return errorsAreEqual(lhs, rhs)
    default:
      return false
    }
  }
}

extension TaskResult: Hashable where Success: Hashable {
  public func hash(into hasher: inout Hasher) {
    switch self {
    case let .success(value):
      hasher.combine(0)
      hasher.combine(value)
    case let .failure(error):
      hasher.combine(1)
      hasher.combine(ObjectIdentifier(type(of: error)))
      if let error = (error as Any) as? any Hashable { hasher.combine(AnyHashable(error)) }
    }
  }
}

extension TaskResult: CasePathable {
  /// The case paths of a task result: `\.success` and `\.failure`.
  public struct AllCasePaths: Sendable {
    /// The `success` case.
    public var success: AnyCasePath<TaskResult, Success> {
      AnyCasePath(
        embed: { .success($0) },
        extract: {
          guard case let .success(value) = $0 else { return nil }
          return value
        }
      )
    }

    /// The `failure` case.
    public var failure: AnyCasePath<TaskResult, any Error> {
      AnyCasePath(
        embed: { .failure($0) },
        extract: {
          guard case let .failure(error) = $0 else { return nil }
          return error
        }
      )
    }
  }

  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

private func errorsAreEqual(_ lhs: any Error, _ rhs: any Error) -> Bool {
  guard let lhs = (lhs as Any) as? any Equatable else {
    reportIssue(
      """
      "\(type(of: lhs))" is not equatable, so two "TaskResult" failures that hold it cannot be \
      compared. Conform the error type to "Equatable" to assert it in tests.
      """
    )
    return false
  }
  return isEqual(lhs, rhs)
}

private func isEqual<E: Equatable>(_ lhs: E, _ rhs: any Error) -> Bool {
  lhs == (rhs as? E)
}
