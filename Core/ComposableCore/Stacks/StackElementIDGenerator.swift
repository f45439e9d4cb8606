import Dependencies
import Synchronization

/// Hands out stack element identities in order, 0, 1, 2…; TCA's `@_spi(Internals)` dependency
/// `stackElementID`.
///
/// The stacks here number their own elements, so they do not draw from it: it serves code that
/// makes identities ahead of a push. Each dependency context (live, test) has its own, starting
/// at 0.
@_spi(Internals)
public final class StackElementIDGenerator: Sendable {
  private let generation = Mutex(0)

  public init() {}

  /// The next identity, without handing it out.
  public func peek() -> StackElementID {
    StackElementID(rawValue: generation.withLock { $0 })
  }

  /// Hands out the next identity.
  public func next() -> StackElementID {
    StackElementID(
      rawValue: generation.withLock { generation in
        defer { generation += 1 }
        return generation
      })
  }

  /// Hands out the next identity.
  public func callAsFunction() -> StackElementID {
    next()
  }
}

extension StackElementIDGenerator: DependencyKey {
  public static var liveValue: StackElementIDGenerator { StackElementIDGenerator() }
  public static var testValue: StackElementIDGenerator { StackElementIDGenerator() }
}

extension DependencyValues {
  /// The generator of stack element identities.
  @_spi(Internals)
  public var stackElementID: StackElementIDGenerator {
    get { self[StackElementIDGenerator.self] }
    set { self[StackElementIDGenerator.self] = newValue }
  }
}
