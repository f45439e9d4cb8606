import CasePathsMacrosSupport
import ComposableMacros
import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

/// Every macro applied inside generic types, nested generic types and each access level: the
/// expansions declare no generic parameter of their own that a user's could shadow, and name
/// nothing a user's type could capture.
@Suite(
  .macros([
    "CaseBindable": MacroSpec(
      type: CaseBindableMacro.self,
      conformances: ["CasePathable", "CasePathIterable", "CaseBindable"]),
    "ObservableState": MacroSpec(
      type: ObservableStateMacro.self, conformances: ["ObservableState", "CustomReflectable"]),
    "ObservationStateTracked": MacroSpec(type: ObservationStateTrackedMacro.self),
    "ObservationStateIgnored": MacroSpec(type: ObservationStateIgnoredMacro.self),
    "Perceptible": MacroSpec(
      type: PerceptibleMacro.self, conformances: ["Perceptible", "Observable"]),
    "PerceptionTracked": MacroSpec(type: PerceptionTrackedMacro.self),
    "PerceptionIgnored": MacroSpec(type: PerceptionIgnoredMacro.self),
    "Presents": MacroSpec(type: PresentsMacro.self),
    "Reducer": MacroSpec(type: ReducerMacro.self, conformances: ["Reducer", "CaseReducer"]),
    "UITransactionEntry": MacroSpec(type: UITransactionEntryMacro.self),
  ])
)
struct GenericTypeExpansionTests {
  @Test func observableStateInATypeGenericOverValue() {
    assertMacro {
      """
      @ObservableState
      struct LoadedValue<Request, Value> {
        var request: Request
        var value: Value?
      }
      """
    } expansion: {
      #"""
      struct LoadedValue<Request, Value> {
        var request: Request {
          @storageRestrictions(initializes: _request)
          init(initialValue) {
            _request = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.request, _$bit: 50)
            return _request
          }
          set {
            _$observationRegistrar.mutate(
              self, keyPath: \.request, &_request, newValue, ComposableCore._$isIdentityEqual,
              _$bit: 50)
          }
          _modify {
            ComposableCore._$willModify(&_request)
            let before: ComposableCore._$IdentitySnapshot =
              _$observationRegistrar._$isRead(_$bit: 50)
              ? ComposableCore._$identitySnapshot(_request) : .none
            yield &_request
            if _$observationRegistrar._$isRead(_$bit: 50) {
              _$observationRegistrar.didModify(
                self, keyPath: \.request, before: before,
                after: ComposableCore._$identitySnapshot(_request))
            }
          }
        }

        var _request: Request
        var value: Value? {
          @storageRestrictions(initializes: _value)
          init(initialValue) {
            _value = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.value, _$bit: 42)
            return _value
          }
          set {
            _$observationRegistrar.mutate(
              self, keyPath: \.value, &_value, newValue, ComposableCore._$isIdentityEqual,
              _$bit: 42)
          }
          _modify {
            ComposableCore._$willModify(&_value)
            let before: ComposableCore._$IdentitySnapshot =
              _$observationRegistrar._$isRead(_$bit: 42)
              ? ComposableCore._$identitySnapshot(_value) : .none
            yield &_value
            if _$observationRegistrar._$isRead(_$bit: 42) {
              _$observationRegistrar.didModify(
                self, keyPath: \.value, before: before,
                after: ComposableCore._$identitySnapshot(_value))
            }
          }
        }

        var _value: Value?
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
          case _request = "request"
          case _value = "value"
        }

        public var customMirror: Mirror {
          Mirror(
            self,
            children: [
              "request": request as Any,
              "value": value as Any,
            ] as KeyValuePairs<String, Any>,
            displayStyle: .struct
          )
        }

        public static func _$modifier<_$Value>(
          for keyPath: PartialKeyPath<Self>, of _: _$Value.Type
        ) -> ComposableCore._$Modifier<Self, _$Value>? {
          if keyPath == \Self.request, ComposableCore._$isValue(_$Value.self, of: \Self.request) {
            return ComposableCore._$Modifier(
              storage: ComposableCore._$storage(\Self._request),
              registrar: \Self._$observationRegistrar,
              _$bit: 50,
              didModify: { state in
                state._$observationRegistrar.didModify(
                  state, keyPath: \Self.request, before: .none, after: .none)
              }
            ) { state, body in
              ComposableCore._$modify(&state.request, as: _$Value.self, body)
            }
          }
          if keyPath == \Self.value, ComposableCore._$isValue(_$Value.self, of: \Self.value) {
            return ComposableCore._$Modifier(
              storage: ComposableCore._$storage(\Self._value),
              registrar: \Self._$observationRegistrar,
              _$bit: 42,
              didModify: { state in
                state._$observationRegistrar.didModify(
                  state, keyPath: \Self.value, before: .none, after: .none)
              }
            ) { state, body in
              ComposableCore._$modify(&state.value, as: _$Value.self, body)
            }
          }
          return nil
        }
      }

      extension LoadedValue: ComposableCore.ObservableState, Swift.CustomReflectable {
      }
      """#
    }
  }

  @Test func observableStateEnumInAGenericType() {
    assertMacro {
      """
      enum Outer<State> {
        @ObservableState
        public enum Loading<Value, T> {
          case idle
          case loaded(Value)
          case failed(T, retries: Int)
        }
      }
      """
    } expansion: {
      """
      enum Outer<State> {
        public enum Loading<Value, T> {
          case idle
          case loaded(Value)
          case failed(T, retries: Int)

          public var _$id: ComposableCore.ObservableStateID {
            switch self {
            case .idle:
              return ._$case(0)
            case let .loaded(payload):
              return ._$case(1, payload: ComposableCore._$stateID(of: payload))
            case .failed:
              return ComposableCore.ObservableStateID()
            }
          }

          public mutating func _$willModify() {
            switch self {
            case var .loaded(payload):
            ComposableCore._$willModify(&payload)
            self = .loaded(payload)
            default:
              break
            }
          }
        }
      }

      extension Outer.Loading: ComposableCore.ObservableState {
      }
      """
    }
  }

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
