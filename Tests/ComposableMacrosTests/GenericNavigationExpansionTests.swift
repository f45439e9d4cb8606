import CasePathsMacrosSupport
import ComposableMacros
import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

/// `@Perceptible`, `@CaseBindable` and `@UITransactionEntry` in generic types and at each access
/// level: what they generate names nothing a user's generic parameters could capture.
@Suite(
  .macros([
    "CaseBindable": MacroSpec(
      type: CaseBindableMacro.self,
      conformances: ["CasePathable", "CasePathIterable", "CaseBindable"]),
    "Perceptible": MacroSpec(
      type: PerceptibleMacro.self, conformances: ["Perceptible", "Observable"]),
    "PerceptionTracked": MacroSpec(type: PerceptionTrackedMacro.self),
    "PerceptionIgnored": MacroSpec(type: PerceptionIgnoredMacro.self),
    "UITransactionEntry": MacroSpec(type: UITransactionEntryMacro.self),
  ])
)
struct GenericNavigationExpansionTests {
  @Test func perceptibleClassGenericOverMember() {
    assertMacro {
      """
      @Perceptible
      public final class Model<Value, Member> {
        public var value: Value
        var members: [Member] = []
      }
      """
    } expansion: {
      #"""
      public final class Model<Value, Member> {
        public var value: Value {
          @storageRestrictions(initializes: _value)
          init(initialValue) {
            _value = initialValue
          }
          get {
            access(keyPath: \.value)
            return _value
          }
          set {
            guard shouldNotifyObservers(_value, newValue) else {
              _value = newValue
              return
            }
            withMutation(keyPath: \.value) {
              _value = newValue
            }
          }
          _modify {
            access(keyPath: \.value)
            _$perceptionRegistrar.willSet(self, keyPath: \.value)
            defer {
              _$perceptionRegistrar.didSet(self, keyPath: \.value)
            }
            yield &_value
          }
        }

        private var _value: Value
        var members: [Member] {
          @storageRestrictions(initializes: _members)
          init(initialValue) {
            _members = initialValue
          }
          get {
            access(keyPath: \.members)
            return _members
          }
          set {
            guard shouldNotifyObservers(_members, newValue) else {
              _members = newValue
              return
            }
            withMutation(keyPath: \.members) {
              _members = newValue
            }
          }
          _modify {
            access(keyPath: \.members)
            _$perceptionRegistrar.willSet(self, keyPath: \.members)
            defer {
              _$perceptionRegistrar.didSet(self, keyPath: \.members)
            }
            yield &_members
          }
        }

        private var _members: [Member] = []

        private let _$perceptionRegistrar = Perception.PerceptionRegistrar()

        internal nonisolated func access<__Member>(keyPath: KeyPath<Model<Value, Member>, __Member>) {
          _$perceptionRegistrar.access(self, keyPath: keyPath)
        }

        internal nonisolated func withMutation<__Member, __MutationResult>(
          keyPath: KeyPath<Model<Value, Member>, __Member>,
          _ mutation: () throws -> __MutationResult
        ) rethrows -> __MutationResult {
          try _$perceptionRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
        }

        private nonisolated func shouldNotifyObservers<__Member>(_ lhs: __Member, _ rhs: __Member) -> Bool {
          true
        }

        private nonisolated func shouldNotifyObservers<__Member: Equatable>(_ lhs: __Member, _ rhs: __Member) -> Bool {
          lhs != rhs
        }

        private nonisolated func shouldNotifyObservers<__Member: AnyObject>(_ lhs: __Member, _ rhs: __Member) -> Bool {
          lhs !== rhs
        }

        private nonisolated func shouldNotifyObservers<__Member: Equatable & AnyObject>(_ lhs: __Member, _ rhs: __Member) -> Bool {
          lhs != rhs
        }
      }

      extension Model: nonisolated Perception.Perceptible, nonisolated Observation.Observable {
      }
      """#
    }
  }

  @Test func caseBindableEnumGenericOverValue() {
    assertMacro {
      """
      @CaseBindable
      package enum Choice<Value, Subject> {
        case value(Value)
        case subject(Subject)
        case none
      }
      """
    } expansion: {
      #"""
      package enum Choice<Value, Subject> {
        case value(Value)
        case subject(Subject)
        case none

        public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
          public subscript(root: Choice) -> CasePaths.PartialCaseKeyPath<Choice> {
            if root.is(\.value) {
              return \.value
            }
            if root.is(\.subject) {
              return \.subject
            }
            if root.is(\.none) {
              return \.none
            }
            return \.never
          }
          public var value: CasePaths.AnyCasePath<Choice, Value> {
            ._$embed(Choice.value) {
              guard case let .value(v0) = $0 else {
                return nil
              }
              return v0
            }
          }
          public var subject: CasePaths.AnyCasePath<Choice, Subject> {
            ._$embed(Choice.subject) {
              guard case let .subject(v0) = $0 else {
                return nil
              }
              return v0
            }
          }
          public var none: CasePaths.AnyCasePath<Choice, Void> {
            ._$embed({
                Choice.none
              }) {
              guard case .none = $0 else {
                return nil
              }
              return ()
            }
          }
          public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Choice>]> {
            var allCasePaths: [CasePaths.PartialCaseKeyPath<Choice>] = []
            allCasePaths.append(\.value)
            allCasePaths.append(\.subject)
            allCasePaths.append(\.none)
            return allCasePaths.makeIterator()
          }
        }

        public static var allCasePaths: AllCasePaths {
          AllCasePaths()
        }

        public enum UIBindingEnumeration {
          case value(SwiftNavigation.UIBinding<Value>)
          case subject(SwiftNavigation.UIBinding<Subject>)
          case none
        }

        public static func _$caseBinding(
          _ binding: SwiftNavigation.UIBinding<Self>
        ) -> UIBindingEnumeration {
          let value = binding.wrappedValue
          switch value {
          case .value:
            return .value(binding._$case(\.value, in: value))
          case .subject:
            return .subject(binding._$case(\.subject, in: value))
          case .none:
            return .none
          }
        }
      }

      extension Choice: CasePathable, CasePathIterable {
      }

      extension Choice: SwiftNavigation.CaseBindable {
      }
      """#
    }
  }

  @Test func transactionEntriesAtEachAccessLevel() {
    assertMacro {
      """
      extension UITransaction {
        @UITransactionEntry public var isUrgent = false
        @UITransactionEntry package var source: Value? = nil
        @UITransactionEntry var element: Element = .init()
      }
      """
    } expansion: {
      """
      extension UITransaction {
        public var isUrgent {
          get {
            self[__Key_isUrgent.self]
          }
          set {
            self[__Key_isUrgent.self] = newValue
          }
          _modify {
            yield &self[__Key_isUrgent.self]
          }
        }

        private enum __Key_isUrgent: SwiftNavigation.UITransactionKey {
          static let defaultValue = false
        }
        package var source: Value? {
          get {
            self[__Key_source.self]
          }
          set {
            self[__Key_source.self] = newValue
          }
          _modify {
            yield &self[__Key_source.self]
          }
        }

        private enum __Key_source: SwiftNavigation.UITransactionKey {
          static let defaultValue: Value? = nil
        }
        var element: Element {
          get {
            self[__Key_element.self]
          }
          set {
            self[__Key_element.self] = newValue
          }
          _modify {
            yield &self[__Key_element.self]
          }
        }

        private enum __Key_element: SwiftNavigation.UITransactionKey {
          static let defaultValue: Element = .init()
        }
      }
      """
    }
  }
}
