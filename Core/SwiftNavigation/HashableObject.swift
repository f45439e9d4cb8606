/// A class whose instances are equal only to themselves and hash by their identity.
///
/// ```swift
/// final class Coordinator: HashableObject {}
/// var coordinators: Set<Coordinator> = []
/// ```
public protocol HashableObject: AnyObject, Hashable {}

extension HashableObject {
  /// Whether the two are the same instance.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }

  /// Hashes the instance's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
