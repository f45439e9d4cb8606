import Foundation
import IssueReporting

// NB: XCTestDynamicOverlay's own overloads report at column 0, which Swift Testing traps on. These
//     have fewer parameters, so the compiler prefers them wherever both are in scope.

/// Returns a closure that reports an issue when called and makes up a value to return: the
/// spelling of TCA 1.0–1.15 code bases, which had it from XCTestDynamicOverlay.
///
/// ```swift
/// static let testValue = Self(count: unimplemented("ScoreClient.count"))
/// ```
///
/// The value is empty, zero, `false`, `nil` or a type's first case; a type with no such value
/// stops the program after reporting. Pass a `placeholder` instead, or make the closure throw.
@_disfavoredOverload
@available(*, deprecated, renamed: "unimplemented(_:placeholder:)")
public func unimplemented<each Argument, Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line
) -> @Sendable (repeat each Argument) -> Result {
  { (argument: repeat each Argument) in
    let call = UnimplementedCall(
      description: description(), fileID: fileID, filePath: filePath, line: line)
    call.report(arguments: (repeat each argument))
    return call.madeUpResult()
  }
}

/// Returns an async closure that reports an issue when called and makes up a value to return,
/// as the synchronous `unimplemented("…")` does.
///
/// ```swift
/// static let testValue = Self(isReady: unimplemented("ScoreClient.isReady"))
/// ```
@_disfavoredOverload
@available(*, deprecated, renamed: "unimplemented(_:placeholder:)")
public func unimplemented<each Argument, Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line
) -> _UnimplementedAsyncClosure<repeat each Argument, Result> {
  { (argument: repeat each Argument) in
    let call = UnimplementedCall(
      description: description(), fileID: fileID, filePath: filePath, line: line)
    call.report(arguments: (repeat each argument))
    return call.madeUpResult()
  }
}

/// One call of an unimplemented closure that has no placeholder.
private struct UnimplementedCall {
  let description: String
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt

  func report(arguments: Any) {
    reportIssue(
      """
      Unimplemented\(description.isEmpty ? "" : ": \(description)") …

        Defined at:
          \(fileID):\(line)

        Invoked with:
          \(String(reflecting: arguments))
      """,
      fileID: fileID, filePath: filePath, line: line, column: 1
    )
  }

  func madeUpResult<Result>() -> Result {
    guard let result = madeUpValue(of: Result.self) else {
      // NB: Reachable when a placeholder-free `unimplemented` closure returns a type no value of
      //     which can be made up (XCTestDynamicOverlay traps there too); the issue above is
      //     reported first, and there is no value to go on with.
      fatalError(
        """
        unimplemented(\(description.debugDescription)) cannot make up a \(Result.self) to \
        return. Give it a "placeholder".
        """,
        file: filePath, line: line
      )
    }
    return result
  }
}

/// An empty, zero, false or first value of `type`, or `nil` when it has none.
private func madeUpValue<Value>(of type: Value.Type) -> Value? {
  func value(_ value: Any?) -> Value? { value as? Value }
  switch type {
  case is Void.Type: return value(())
  case let type as any ExpressibleByNilLiteral.Type: return value(type.init(nilLiteral: ()))
  case let type as any MadeUpValue.Type: return value(type.madeUp)
  case let type as any CaseIterable.Type: return value(firstCase(of: type))
  case let type as any RawRepresentable.Type: return value(fromRawValue(type))
  case let type as any AdditiveArithmetic.Type: return value(type.zero)
  case let type as any RangeReplaceableCollection.Type: return value(type.init())
  case let type as any ExpressibleByArrayLiteral.Type: return value(emptyArray(type))
  case let type as any ExpressibleByDictionaryLiteral.Type: return value(emptyDictionary(type))
  case let type as any ExpressibleByBooleanLiteral.Type: return value(falseValue(type))
  case let type as any ExpressibleByIntegerLiteral.Type: return value(integerZero(type))
  case let type as any ExpressibleByFloatLiteral.Type: return value(floatZero(type))
  case let type as any ExpressibleByUnicodeScalarLiteral.Type: return value(space(type))
  default: return nil
  }
}

private func firstCase<T: CaseIterable>(of type: T.Type) -> T? { type.allCases.first }
private func fromRawValue<T: RawRepresentable>(_ type: T.Type) -> T? {
  madeUpValue(of: T.RawValue.self).flatMap(T.init(rawValue:))
}
private func emptyArray<T: ExpressibleByArrayLiteral>(_ type: T.Type) -> T { [] }
private func emptyDictionary<T: ExpressibleByDictionaryLiteral>(_ type: T.Type) -> T { [:] }
private func falseValue<T: ExpressibleByBooleanLiteral>(_ type: T.Type) -> T { false }
private func integerZero<T: ExpressibleByIntegerLiteral>(_ type: T.Type) -> T { 0 }
private func floatZero<T: ExpressibleByFloatLiteral>(_ type: T.Type) -> T { 0.0 }
private func space<T: ExpressibleByUnicodeScalarLiteral>(_ type: T.Type) -> T { " " }

/// Types whose made-up value is not an empty or zero literal.
private protocol MadeUpValue {
  static var madeUp: Self { get }
}

extension Date: MadeUpValue {
  fileprivate static var madeUp: Self { Date(timeIntervalSinceReferenceDate: 0) }
}

extension UUID: MadeUpValue {
  fileprivate static var madeUp: Self {
    UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
  }
}

extension URL: MadeUpValue {
  fileprivate static var madeUp: Self { URL(string: "about:blank")! }
}

extension AsyncStream: MadeUpValue {
  fileprivate static var madeUp: Self { AsyncStream { $0.finish() } }
}

extension AsyncThrowingStream: MadeUpValue where Failure == any Error {
  fileprivate static var madeUp: Self { AsyncThrowingStream { $0.finish() } }
}
