import CasePaths
import IssueReporting
import Observation
import Perception
import Synchronization

/// Where a ``UIBinding`` reads and writes its value. Locations are compared by the source of truth
/// they lead to and the path they take from it.
protocol UIBindingLocation<Value>: AnyObject, Hashable, Sendable {
  associatedtype Value
  func get() -> Value
  func set(_ newValue: Value)
}

/// A location that is its own source of truth, equal only to itself.
protocol UIBindingSource: HashableObject {}

/// The storage of a binding that owns its value, tracked so that observers hear its changes.
final class BindingBox<Value>: UIBindingLocation, UIBindingSource, Perceptible, Observable,
  @unchecked Sendable
{
  // NB: The value is only touched under the lock.
  private let registrar = PerceptionRegistrar()
  private let lock = Mutex(())
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  func get() -> Value {
    registrar.access(self, keyPath: \.value)
    return lock.withLock { _ in value }
  }

  func set(_ newValue: Value) {
    registrar.withMutation(of: self, keyPath: \.value) {
      lock.withLock { _ in value = newValue }
    }
  }
}

/// A property of an object, such as a perceptible model's.
final class ObjectLocation<Root: AnyObject, Value>: UIBindingLocation, @unchecked Sendable {
  // NB: A binding to an object's property is used where the object is, as SwiftUI's is.
  let root: Root
  let keyPath: ReferenceWritableKeyPath<Root, Value>

  init(root: Root, keyPath: ReferenceWritableKeyPath<Root, Value>) {
    self.root = root
    self.keyPath = keyPath
  }

  func get() -> Value { root[keyPath: keyPath] }
  func set(_ newValue: Value) { root[keyPath: keyPath] = newValue }

  static func == (lhs: ObjectLocation, rhs: ObjectLocation) -> Bool {
    lhs.root === rhs.root && lhs.keyPath == rhs.keyPath
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(root))
    hasher.combine(keyPath)
  }
}

final class ConstantLocation<Value>: UIBindingLocation, UIBindingSource, @unchecked Sendable {
  // NB: The value is never written.
  private let value: Value
  init(_ value: Value) { self.value = value }
  func get() -> Value { value }
  func set(_ newValue: Value) {}
}

/// A location whose identity is its base's and a key path from it.
class DerivedLocation: Hashable, @unchecked Sendable {
  // NB: Key paths are immutable values.
  let baseID: AnyHashable
  let path: AnyKeyPath

  init(base: AnyHashable, path: AnyKeyPath) {
    baseID = base
    self.path = path
  }

  static func == (lhs: DerivedLocation, rhs: DerivedLocation) -> Bool {
    type(of: lhs) == type(of: rhs) && lhs.baseID == rhs.baseID && lhs.path == rhs.path
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(baseID)
    hasher.combine(path)
  }
}

final class MemberLocation<Base, Value>: DerivedLocation, UIBindingLocation, @unchecked Sendable {
  private let base: any UIBindingLocation<Base>
  private let keyPath: WritableKeyPath<Base, Value>

  init(base: any UIBindingLocation<Base>, keyPath: WritableKeyPath<Base, Value>) {
    self.base = base
    self.keyPath = keyPath
    super.init(base: AnyHashable(base), path: keyPath)
  }

  func get() -> Value { base.get()[keyPath: keyPath] }

  func set(_ newValue: Value) {
    var value = base.get()
    value[keyPath: keyPath] = newValue
    base.set(value)
  }
}

final class OptionalMemberLocation<Wrapped, Member>: DerivedLocation, UIBindingLocation,
  @unchecked Sendable
{
  private let base: any UIBindingLocation<Wrapped?>
  private let keyPath: WritableKeyPath<Wrapped, Member>

  init(base: any UIBindingLocation<Wrapped?>, keyPath: WritableKeyPath<Wrapped, Member>) {
    self.base = base
    self.keyPath = keyPath
    super.init(base: AnyHashable(base), path: keyPath)
  }

  func get() -> Member? { base.get()?[keyPath: keyPath] }

  func set(_ newValue: Member?) {
    guard let newValue, var value = base.get() else { return }
    value[keyPath: keyPath] = newValue
    base.set(value)
  }
}

/// Keeps the last value a derived binding read, for while its base holds none.
private final class LastValue<Value>: @unchecked Sendable {
  // NB: Only touched under the lock.
  private let lock = Mutex(())
  private var value: Value
  init(_ value: Value) { self.value = value }
  func get() -> Value { lock.withLock { _ in value } }
  func set(_ newValue: Value) { lock.withLock { _ in value = newValue } }
}

final class UnwrappedLocation<Value>: DerivedLocation, UIBindingLocation, @unchecked Sendable {
  private let base: any UIBindingLocation<Value?>
  private let last: LastValue<Value>

  init(base: any UIBindingLocation<Value?>, value: Value) {
    self.base = base
    last = LastValue(value)
    super.init(base: AnyHashable(base), path: \Value?.self)
  }

  func get() -> Value {
    guard let value = base.get() else { return last.get() }
    last.set(value)
    return value
  }

  func set(_ newValue: Value) {
    last.set(newValue)
    if base.get() != nil { base.set(newValue) }
  }
}

final class WrappedLocation<Wrapped>: DerivedLocation, UIBindingLocation, @unchecked Sendable {
  private let base: any UIBindingLocation<Wrapped>

  init(base: any UIBindingLocation<Wrapped>) {
    self.base = base
    super.init(base: AnyHashable(base), path: \Wrapped?.self)
  }

  func get() -> Wrapped? { base.get() }

  func set(_ newValue: Wrapped?) {
    if let newValue { base.set(newValue) }
  }
}

final class AnyHashableLocation<Base: Hashable>: DerivedLocation, UIBindingLocation,
  @unchecked Sendable
{
  private let base: any UIBindingLocation<Base>

  init(base: any UIBindingLocation<Base>) {
    self.base = base
    super.init(base: AnyHashable(base), path: \AnyHashable.self)
  }

  func get() -> AnyHashable { AnyHashable(base.get()) }

  func set(_ newValue: AnyHashable) {
    if let value = newValue.base as? Base { base.set(value) }
  }
}

final class PresenceLocation<Wrapped>: DerivedLocation, UIBindingLocation, @unchecked Sendable {
  private let base: any UIBindingLocation<Wrapped?>

  init(base: any UIBindingLocation<Wrapped?>) {
    self.base = base
    super.init(base: AnyHashable(base), path: \Bool.self)
  }

  func get() -> Bool { base.get() != nil }

  func set(_ newValue: Bool) {
    if !newValue {
      base.set(nil)
    } else if base.get() == nil {
      reportIssue(
        """
        Boolean presentation binding attempted to write 'true' to a generic \
        'UIBinding<Item?>' (i.e., 'UIBinding<\(Wrapped?.self)>').

        This is not a valid thing to do, as there is no way to convert 'true' to a new instance \
        of '\(Wrapped.self)'.
        """
      )
    }
  }
}

final class CaseLocation<Enum, Member>: DerivedLocation, UIBindingLocation, @unchecked Sendable {
  private let base: any UIBindingLocation<Enum>
  private let casePath: AnyCasePath<Enum, Member>
  private let last: LastValue<Member>

  init(
    base: any UIBindingLocation<Enum>, keyPath: AnyKeyPath, casePath: AnyCasePath<Enum, Member>,
    value: Member
  ) {
    self.base = base
    self.casePath = casePath
    last = LastValue(value)
    super.init(base: AnyHashable(base), path: keyPath)
  }

  func get() -> Member {
    guard let payload = casePath.extract(from: base.get()) else { return last.get() }
    last.set(payload)
    return payload
  }

  func set(_ newValue: Member) {
    last.set(newValue)
    if casePath.extract(from: base.get()) != nil { base.set(casePath.embed(newValue)) }
  }
}

final class OptionalCaseLocation<Enum, Member>: DerivedLocation, UIBindingLocation,
  @unchecked Sendable
{
  private let base: any UIBindingLocation<Enum?>
  private let casePath: AnyCasePath<Enum, Member>

  init(
    base: any UIBindingLocation<Enum?>, keyPath: AnyKeyPath, casePath: AnyCasePath<Enum, Member>
  ) {
    self.base = base
    self.casePath = casePath
    super.init(base: AnyHashable(base), path: keyPath)
  }

  func get() -> Member? { base.get().flatMap(casePath.extract(from:)) }

  func set(_ newValue: Member?) {
    guard get() != nil else { return }
    base.set(newValue.map(casePath.embed))
  }
}

/// A location that other modules describe by how to read and write it, and what identifies it.
final class ClosureLocation<Value>: DerivedLocation, UIBindingLocation, @unchecked Sendable {
  private let read: @Sendable () -> Value
  private let write: @Sendable (Value) -> Void

  init(
    id: AnyHashable, read: @escaping @Sendable () -> Value,
    write: @escaping @Sendable (Value) -> Void
  ) {
    self.read = read
    self.write = write
    super.init(base: id, path: \Value.self)
  }

  func get() -> Value { read() }
  func set(_ newValue: Value) { write(newValue) }
}
