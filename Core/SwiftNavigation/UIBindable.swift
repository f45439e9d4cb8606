/// Makes bindings to the properties of an object, such as a perceptible model; the cross-platform
/// counterpart of SwiftUI's `Bindable`.
///
/// ```swift
/// @UIBindable var model = SettingsModel()
/// let name: UIBinding<String> = $model.name
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct UIBindable<Value> {
  /// The object.
  public var wrappedValue: Value

  /// Bindings to the properties of the given object.
  public init(wrappedValue: Value) where Value: AnyObject {
    self.wrappedValue = wrappedValue
  }

  /// Bindings to the properties of the given object.
  public init(_ wrappedValue: Value) where Value: AnyObject {
    self.wrappedValue = wrappedValue
  }

  /// The same bindable, so that `UIBindable(projectedValue: $model)` spells a copy.
  public init(projectedValue: UIBindable<Value>) {
    self = projectedValue
  }

  /// The bindable itself, for `$model`.
  public var projectedValue: Self { self }

  /// A binding to a property of the object.
  public subscript<Member>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Value, Member>
  ) -> UIBinding<Member> where Value: AnyObject {
    UIBinding(location: ObjectLocation(root: wrappedValue, keyPath: keyPath))
  }
}

extension UIBindable: Identifiable where Value: Identifiable {
  /// The identity of the object.
  public var id: Value.ID { wrappedValue.id }
}

extension UIBindable: Sendable where Value: Sendable {}
