import CasePaths

/// An enum whose bindings can be switched over by case, with a binding to the payload of the case
/// the enum is in.
///
/// Apply ``CaseBindable()`` to an enum rather than conforming by hand: the macro writes the
/// ``UIBindingEnumeration`` and the requirement that derives it.
public protocol CaseBindable: CasePathable {
  /// An enum with the cases of the conforming type, each holding a binding to its payload, or
  /// nothing for a case without one.
  associatedtype UIBindingEnumeration

  /// The case the binding's value is in now, with a binding to its payload.
  ///
  /// Read ``UIBinding/cases`` instead of calling this.
  static func _$caseBinding(_ binding: UIBinding<Self>) -> UIBindingEnumeration
}

/// Makes an enum ``CaseBindable``, and case pathable as `@CasePathable` does, so that a binding
/// to it can be switched over by case.
///
/// Each case that has a payload gets a binding to it: to its one value, or, for a case with
/// several, to a tuple of them with their labels.
///
/// ```swift
/// @CaseBindable
/// enum Status {
///   case inStock(quantity: Int)
///   case onSale(price: Int, discount: Int)
///   case discontinued
/// }
///
/// switch $status.cases {
/// case .inStock(let quantity):
///   quantity.wrappedValue += 1
/// case .onSale(let sale):
///   sale.wrappedValue.discount = 25
/// case .discontinued:
///   break
/// }
/// ```
@attached(extension, conformances: CasePathable, CasePathIterable, CaseBindable)
@attached(
  member,
  names: named(AllCasePaths), named(allCasePaths), named(_$Element), named(UIBindingEnumeration),
  named(_$caseBinding)
)
public macro CaseBindable() = #externalMacro(module: "ComposableMacros", type: "CaseBindableMacro")

extension UIBinding where Value: CaseBindable {
  /// The case the value is in now, with a binding to its payload, for a `switch`.
  ///
  /// ```swift
  /// switch $status.cases {
  /// case .inStock(let quantity):
  ///   quantity.wrappedValue = 42
  /// case .discontinued:
  ///   break
  /// }
  /// ```
  ///
  /// Read it again after the value changes case: the bindings it holds follow the case it was in.
  public var cases: Value.UIBindingEnumeration {
    Value._$caseBinding(self)
  }
}

extension UIBinding {
  /// The case a member of the value is in now, with a binding to its payload, for a `switch`.
  ///
  /// Swift calls this when `$item.status` names a ``CaseBindable`` member in a `switch`; where a
  /// binding is expected, `$item.status` is still a binding to the member.
  ///
  /// ```swift
  /// switch $item.status {
  /// case .inStock(let quantity):
  ///   quantity.wrappedValue = 42
  /// case .discontinued:
  ///   break
  /// }
  /// ```
  public subscript<Member: CaseBindable>(
    dynamicMember keyPath: WritableKeyPath<Value, Member>
  ) -> Member.UIBindingEnumeration {
    let member: UIBinding<Member> = self[dynamicMember: keyPath]
    return member.cases
  }
}

extension UIBinding where Value: CasePathable {
  /// A binding to the payload of the case `value`, the binding's value as the code
  /// ``CaseBindable()`` writes read it, is in.
  ///
  /// The binding starts from that payload, so it holds one even if another write moved the value
  /// to another case since.
  public func _$case<Member>(
    _ keyPath: KeyPath<Value.AllCasePaths, AnyCasePath<Value, Member>>,
    in value: Value
  ) -> UIBinding<Member> {
    let casePath = Value.allCasePaths[keyPath: keyPath]
    guard let payload = casePath.extract(from: value) else {
      // NB: Unreachable: the generated code calls this inside the `case` that `value` matched.
      preconditionFailure("'\(Value.self)' is not in the case '_$case' was given")
    }
    return UIBinding<Member>(
      location: CaseLocation(base: location, keyPath: keyPath, casePath: casePath, value: payload),
      transaction: transaction)
  }
}

extension UIBindable {
  /// The case a property of the object is in now, with a binding to its payload, for a `switch`.
  ///
  /// Swift calls this when `$model.status` names a ``CaseBindable`` property in a `switch`; where
  /// a binding is expected, `$model.status` is still a binding to the property.
  ///
  /// ```swift
  /// switch $model.status {
  /// case .inStock(let quantity):
  ///   quantity.wrappedValue = 42
  /// case .discontinued:
  ///   break
  /// }
  /// ```
  public subscript<Member: CaseBindable>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Value, Member>
  ) -> Member.UIBindingEnumeration where Value: AnyObject {
    let member: UIBinding<Member> = self[dynamicMember: keyPath]
    return member.cases
  }
}
