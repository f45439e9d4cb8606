import CasePaths

/// A value that a view reads and writes without owning it; the cross-platform counterpart of
/// SwiftUI's `Binding`, for front ends that are not SwiftUI.
///
/// Hold one as a property wrapper, or derive one from a perceptible model's property with
/// ``UIBindable``. Reading `wrappedValue` inside `observe { … }` re-runs the closure when the value
/// changes, and a binding to a member, an enum case or an optional's payload reads and writes
/// through its base:
///
/// ```swift
/// @UIBinding var text = ""
/// let uppercased = $text.transaction(transaction)
/// observe { label.text = text }
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct UIBinding<Value>: Sendable {
  let location: any UIBindingLocation<Value>

  /// The transaction that writes through this binding are made in.
  public var transaction = UITransaction()

  init(location: any UIBindingLocation<Value>, transaction: UITransaction = UITransaction()) {
    self.location = location
    self.transaction = transaction
  }

  /// A binding that owns its value: a source of truth that observers of it follow.
  public init(wrappedValue value: Value) {
    self.init(location: BindingBox(value))
  }

  /// The same binding, so that `UIBinding(projectedValue: $value)` spells a copy.
  public init(projectedValue: UIBinding<Value>) {
    self = projectedValue
  }

  /// A binding whose value never changes: writes to it are dropped.
  public static func constant(_ value: Value) -> Self {
    Self(location: ConstantLocation(value))
  }

  /// A binding to the payload of an optional binding, or `nil` when it holds none now.
  ///
  /// The binding keeps the last payload it saw: when the base becomes `nil`, it reads that value,
  /// and writes to it are kept but do not reach the base until it holds a value again.
  public init?(_ base: UIBinding<Value?>) {
    guard let value = base.wrappedValue else { return nil }
    self.init(
      location: UnwrappedLocation(base: base.location, value: value),
      transaction: base.transaction)
  }

  /// A binding that reads `true` while an optional binding holds a value; writing `false` sets
  /// it to `nil`. Writing `true` cannot make a value and is reported as an issue.
  public init<Wrapped>(_ base: UIBinding<Wrapped?>) where Value == Bool {
    self.init(location: PresenceLocation(base: base.location), transaction: base.transaction)
  }

  /// An optional binding over a binding that always holds a value; writing `nil` is dropped.
  public init<Wrapped>(_ base: UIBinding<Wrapped>) where Value == Wrapped? {
    self.init(location: WrappedLocation(base: base.location), transaction: base.transaction)
  }

  /// A type-erased binding; writing a value of another type is dropped.
  public init<Base: Hashable>(_ base: UIBinding<Base>) where Value == AnyHashable {
    self.init(location: AnyHashableLocation(base: base.location), transaction: base.transaction)
  }

  /// A binding over a source of truth another module keeps, such as a shared value: read and
  /// written by the given closures, and identified by `id`.
  @_spi(Internals)
  public init(
    id: some Hashable & Sendable,
    get: @escaping @Sendable () -> Value,
    set: @escaping @Sendable (Value) -> Void
  ) {
    self.init(location: ClosureLocation(id: AnyHashable(id), read: get, write: set))
  }

  /// The value, read through the binding's source of truth; a write is made in the binding's
  /// transaction.
  public var wrappedValue: Value {
    get { location.get() }
    nonmutating set {
      if transaction.isEmpty {
        location.set(newValue)
      } else {
        withUITransaction(transaction) { location.set(newValue) }
      }
    }
  }

  /// The binding itself, for `$value`.
  public var projectedValue: Self { self }

  /// A binding to a member of the value.
  public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> UIBinding<
    Member
  > {
    UIBinding<Member>(
      location: MemberLocation(base: location, keyPath: keyPath), transaction: transaction)
  }

  /// A binding to a member of an optional value: `nil` while the value is, and writes dropped
  /// then.
  public subscript<Wrapped, Member>(
    dynamicMember keyPath: WritableKeyPath<Wrapped, Member>
  ) -> UIBinding<Member?> where Value == Wrapped? {
    UIBinding<Member?>(
      location: OptionalMemberLocation(base: location, keyPath: keyPath),
      transaction: transaction)
  }

  /// The same binding, writing in the given transaction.
  public func transaction(_ transaction: UITransaction) -> Self {
    var binding = self
    binding.transaction = transaction
    return binding
  }
}

extension UIBinding where Value: CasePathable {
  /// A binding to the payload of one case of the enum, or `nil` when the enum is in another case
  /// now.
  ///
  /// It keeps the last payload it saw: while the enum is in another case, it reads that value, and
  /// writes to it do not reach the enum.
  public subscript<Member>(
    dynamicMember keyPath: KeyPath<Value.AllCasePaths, AnyCasePath<Value, Member>>
  ) -> UIBinding<Member>? {
    let casePath = Value.allCasePaths[keyPath: keyPath]
    guard let payload = casePath.extract(from: wrappedValue) else { return nil }
    return UIBinding<Member>(
      location: CaseLocation(base: location, keyPath: keyPath, casePath: casePath, value: payload),
      transaction: transaction)
  }
}

extension UIBinding {
  /// A binding to the payload of one case of an optional enum: `nil` while the enum is `nil` or in
  /// another case. Writing `nil` while it is in that case sets the enum to `nil`.
  public subscript<Enum: CasePathable, Member>(
    dynamicMember keyPath: KeyPath<Enum.AllCasePaths, AnyCasePath<Enum, Member>>
  ) -> UIBinding<Member?> where Value == Enum? {
    UIBinding<Member?>(
      location: OptionalCaseLocation(
        base: location, keyPath: keyPath, casePath: Enum.allCasePaths[keyPath: keyPath]),
      transaction: transaction)
  }
}

extension UIBinding: Identifiable where Value: Identifiable {
  /// The identity of the value the binding reads.
  public var id: Value.ID { wrappedValue.id }
}

/// What identifies a binding: its source of truth and the path from it. Two bindings derived the
/// same way from the same source are equal.
public struct UIBindingIdentifier: Hashable, Sendable {
  private let location: AnyHashableSendable

  /// The identity of a binding.
  public init<Value>(_ binding: UIBinding<Value>) {
    location = AnyHashableSendable(binding.location)
  }
}

struct AnyHashableSendable: Hashable, @unchecked Sendable {
  // NB: Only built from binding locations, which are `Sendable`.
  let base: AnyHashable

  init(_ base: some Hashable & Sendable) {
    self.base = AnyHashable(base)
  }
}
