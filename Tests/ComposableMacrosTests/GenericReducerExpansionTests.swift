import ComposableMacros
import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

/// `@Reducer` on generic structs and enums, on a struct nested in a generic type, and at each
/// access level, with `@ObservableState` and `@Presents` expanding inside.
@Suite(
  .macros([
    "ObservableState": MacroSpec(
      type: ObservableStateMacro.self, conformances: ["ObservableState", "CustomReflectable"]),
    "ObservationStateTracked": MacroSpec(type: ObservationStateTrackedMacro.self),
    "ObservationStateIgnored": MacroSpec(type: ObservationStateIgnoredMacro.self),
    "Presents": MacroSpec(type: PresentsMacro.self),
    "Reducer": MacroSpec(type: ReducerMacro.self, conformances: ["Reducer", "CaseReducer"]),
  ])
)
struct GenericReducerExpansionTests {
  @Test func reducerStructGenericOverItsValue() {
    assertMacro {
      """
      @Reducer
      package struct Loader<Value, Element> {
        @ObservableState
        package struct State {
          @Presents var child: Child<Value>.State?
          var elements: [Element] = []
        }
        package enum Action {
          case child(PresentationAction<Child<Value>.Action>)
        }
        package var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """
    } expansion: {
      #"""
      package struct Loader<Value, Element> {
        package struct State {
          var child: Child<Value>.State? {
            @storageRestrictions(initializes: _child)
            init(initialValue) {
              _child = ComposableCore.PresentationState(wrappedValue: initialValue)
            }
            get {
              _$observationRegistrar.access(
                self, keyPath: \.child, _$bit: 29)
              return _child.wrappedValue
            }
            set {
              _$observationRegistrar.mutate(
                self, keyPath: \.child, &_child.wrappedValue, newValue,
                ComposableCore._$isIdentityEqual, _$bit: 29)
            }
          }

          var $child: ComposableCore.PresentationState<Child<Value>.State> {
            get {
              _$observationRegistrar.access(
                self, keyPath: \.child, _$bit: 29)
              return _child
            }
            set {
              _$observationRegistrar.mutate(
                self, keyPath: \.child, &_child, newValue,
                ComposableCore._$isIdentityEqual, _$bit: 29)
            }
          }
          var _child = ComposableCore.PresentationState<Child<Value>.State>(wrappedValue: nil)
          var elements: [Element] {
            @storageRestrictions(initializes: _elements)
            init(initialValue) {
              _elements = initialValue
            }
            get {
              _$observationRegistrar.access(self, keyPath: \.elements, _$bit: 44)
              return _elements
            }
            set {
              _$observationRegistrar.mutate(
                self, keyPath: \.elements, &_elements, newValue, ComposableCore._$isIdentityEqual,
                _$bit: 44)
            }
            _modify {
              ComposableCore._$willModify(&_elements)
              let before: ComposableCore._$IdentitySnapshot =
                _$observationRegistrar._$isRead(_$bit: 44)
                ? ComposableCore._$identitySnapshot(_elements) : .none
              yield &_elements
              if _$observationRegistrar._$isRead(_$bit: 44) {
                _$observationRegistrar.didModify(
                  self, keyPath: \.elements, before: before,
                  after: ComposableCore._$identitySnapshot(_elements))
              }
            }
          }

          var _elements: [Element] = []
          var _$observationRegistrar = ComposableCore.ObservationStateRegistrar()

          public var _$id: ComposableCore.ObservableStateID {
            _$observationRegistrar.id
          }

          public mutating func _$willModify() {
            _$observationRegistrar._$willModify()
          }

          public static var _$registrarOffset: Int? {
            MemoryLayout<Self>.offset(of: \Self._$observationRegistrar)
          }

          enum CodingKeys: String, CodingKey {
            case _child = "child"
            case _elements = "elements"
          }

          public var customMirror: Mirror {
            Mirror(
              self,
              children: [
                "child": child as Any,
                "elements": elements as Any,
              ] as KeyValuePairs<String, Any>,
              displayStyle: .struct
            )
          }

          public static func _$modifier<_$Value>(
            for keyPath: PartialKeyPath<Self>, of _: _$Value.Type
          ) -> ComposableCore._$Modifier<Self, _$Value>? {
            if keyPath == \Self.elements, ComposableCore._$isValue(_$Value.self, of: \Self.elements) {
              return ComposableCore._$Modifier(
                storage: ComposableCore._$storage(\Self._elements),
                registrar: \Self._$observationRegistrar,
                _$bit: 44,
                didModify: { state in
                  state._$observationRegistrar.didModify(
                    state, keyPath: \Self.elements, before: .none, after: .none)
                }
              ) { state, body in
                ComposableCore._$modify(&state.elements, as: _$Value.self, body)
              }
            }
            return nil
          }
        }
        @CasePathable @dynamicMemberLookup
        package enum Action {
          case child(PresentationAction<Child<Value>.Action>)
        }
        @ComposableCore.ReducerBuilder<Self.State, Self.Action>
        package var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }

      extension Loader.State: ComposableCore.ObservableState, Swift.CustomReflectable {
      }

      extension Loader: ComposableCore.Reducer {
      }
      """#
    }
  }

  @Test func reducerStructWithNothingSpelledOutInAGenericType() {
    assertMacro {
      """
      enum Namespace<Root, Member> {
        @Reducer
        public struct Placeholder {}
      }
      """
    } expansion: {
      #"""
      enum Namespace<Root, Member> {
        public struct Placeholder {
          public struct State: Codable, Equatable, Hashable, Sendable {
            public init() {
            }
            var _$observationRegistrar = ComposableCore.ObservationStateRegistrar()

            public var _$id: ComposableCore.ObservableStateID {
              _$observationRegistrar.id
            }

            public mutating func _$willModify() {
              _$observationRegistrar._$willModify()
            }

            public static var _$registrarOffset: Int? {
              MemoryLayout<Self>.offset(of: \Self._$observationRegistrar)
            }

            public var customMirror: Mirror {
              Mirror(
                self,
                children: [:] as KeyValuePairs<String, Any>,
                displayStyle: .struct
              )
            }
          }

          public enum Action: Equatable, Hashable, Sendable {
          }

          public var body: some ComposableCore.Reducer<Self.State, Self.Action> {
            ComposableCore.EmptyReducer<Self.State, Self.Action>()
          }
      }
      }

      extension State: ComposableCore.ObservableState, Swift.CustomReflectable {
      }

      extension Namespace.Placeholder: ComposableCore.Reducer {
      }
      """#
    }
  }

  @Test func reducerEnumGenericOverItsValue() {
    assertMacro {
      """
      @Reducer
      public enum Destination<Value, Child> {
        case preview(Preview<Value>)
        case alert(AlertState<Never>)
        case child(Child)
      }
      """
    } expansion: {
      #"""
      public enum Destination<Value, Child> {
        case preview(Preview<Value>)
        case alert(AlertState<Never>)
        case child(Child)

        @CasePathable @dynamicMemberLookup
        public enum State: ComposableCore.CaseReducerState, ComposableCore.ObservableState, CasePathable, CasePathIterable {
          public typealias StateReducer = Destination
          case preview(Preview<Value>.State)
          case alert(AlertState<Never>)
          case child(Child.State)

          public var _$id: ComposableCore.ObservableStateID {
            switch self {
            case let .preview(payload):
              return ._$case(0, payload: ComposableCore._$stateID(of: payload))
            case let .alert(payload):
              return ._$case(1, payload: ComposableCore._$stateID(of: payload))
            case let .child(payload):
              return ._$case(2, payload: ComposableCore._$stateID(of: payload))
            }
          }

          public mutating func _$willModify() {
            switch self {
            case var .preview(payload):
            ComposableCore._$willModify(&payload)
            self = .preview(payload)
            case var .alert(payload):
              ComposableCore._$willModify(&payload)
              self = .alert(payload)
            case var .child(payload):
              ComposableCore._$willModify(&payload)
              self = .child(payload)
            }
          }
        }

        @CasePathable
        public enum Action: CasePathable, CasePathIterable {
          case preview(Preview<Value>.Action)
          case alert(Never)
          case child(Child.Action)
        }

        @ComposableCore.ReducerBuilder<Self.State, Self.Action>
        public static var body: some ComposableCore.Reducer<Self.State, Self.Action> {
          ComposableCore.Scope(state: \Self.State.Cases.preview, action: \Self.Action.Cases.preview) {
            Preview<Value>()
          }
          ComposableCore.Scope(state: \Self.State.Cases.child, action: \Self.Action.Cases.child) {
            Child()
          }
        }
      }

      extension Destination: ComposableCore.CaseReducer, ComposableCore.Reducer {
      }
      """#
    }
  }

  @Test func aGenericClassIsNotAReducer() {
    assertMacro {
      """
      @Reducer
      final class Loader<Value> {
      }
      """
    } diagnostics: {
      """
      @Reducer
      final class Loader<Value> {
            ┬────
            ╰─ 🛑 '@Reducer' can only be applied to a struct or an enum
               ✏️ Replace 'class' with 'struct'
      }
      """
    } fixes: {
      """
      @Reducer
      final struct Loader<Value> {
      }
      """
    } expansion: {
      #"""
      final struct Loader<Value> {
          struct State: Codable, Equatable, Hashable, Sendable {
              init() {
              }
              var _$observationRegistrar = ComposableCore.ObservationStateRegistrar()

              public var _$id: ComposableCore.ObservableStateID {
                _$observationRegistrar.id
              }

              public mutating func _$willModify() {
                _$observationRegistrar._$willModify()
              }

              public static var _$registrarOffset: Int? {
                MemoryLayout<Self>.offset(of: \Self._$observationRegistrar)
              }

              public var customMirror: Mirror {
                Mirror(
                  self,
                  children: [:] as KeyValuePairs<String, Any>,
                  displayStyle: .struct
                )
              }
          }

          enum Action: Equatable, Hashable, Sendable {
          }

          var body: some ComposableCore.Reducer<Self.State, Self.Action> {
              ComposableCore.EmptyReducer<Self.State, Self.Action>()
          }
      }

      extension State: ComposableCore.ObservableState, Swift.CustomReflectable {
      }

      extension Loader: ComposableCore.Reducer {
      }
      """#
    }
  }
}
