import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Presents`: stores an optional child state of an ``ObservableStateMacro`` struct in a
/// `PresentationState`, tracked like any other property, with `$name` as the presentation.
public enum PresentsMacro {}

extension PresentsMacro: AccessorMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let (name, _) = presented(declaration, node: node, in: context) else { return [] }
    let bit = observationBit(of: name)
    return [
      """
      @storageRestrictions(initializes: _\(raw: name))
      init(initialValue) {
        _\(raw: name) = ComposableCore.PresentationState(wrappedValue: initialValue)
      }
      """,
      """
      get {
        _$observationRegistrar.access(
          self, keyPath: \\.\(raw: name), _$bit: \(raw: bit))
        return _\(raw: name).wrappedValue
      }
      """,
      """
      set {
        _$observationRegistrar.mutate(
          self, keyPath: \\.\(raw: name), &_\(raw: name).wrappedValue, newValue,
          ComposableCore._$isIdentityEqual, _$bit: \(raw: bit))
      }
      """,
    ]
  }
}

extension PresentsMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let (name, wrapped) = presented(declaration, node: nil, in: context) else { return [] }
    let bit = observationBit(of: name)
    let access =
      declaration.as(VariableDeclSyntax.self)?.modifiers
      .first { ["public", "package", "internal", "fileprivate", "private"].contains($0.name.text) }
      .map { "\($0.name.text) " } ?? ""
    return [
      """
      \(raw: access)var $\(raw: name): ComposableCore.PresentationState<\(raw: wrapped)> {
        get {
          _$observationRegistrar.access(
            self, keyPath: \\.\(raw: name), _$bit: \(raw: bit))
          return _\(raw: name)
        }
        set {
          _$observationRegistrar.mutate(
            self, keyPath: \\.\(raw: name), &_\(raw: name), newValue,
            ComposableCore._$isIdentityEqual, _$bit: \(raw: bit))
        }
      }
      """,
      """
      @ObservationStateIgnored
      var _\(raw: name) = ComposableCore.PresentationState<\(raw: wrapped)>(wrappedValue: nil)
      """,
    ]
  }

  /// The property's name and the type it presents, or `nil` (with a diagnostic when `node` is
  /// given) when it is not an optional `var` with a written type.
  private static func presented(
    _ declaration: some DeclSyntaxProtocol, node: AttributeSyntax?,
    in context: some MacroExpansionContext
  ) -> (String, String)? {
    guard let property = declaration.as(VariableDeclSyntax.self),
      property.bindingSpecifier.tokenKind == .keyword(.var),
      let binding = property.bindings.first, property.bindings.count == 1,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let type = binding.typeAnnotation?.type
    else {
      if let node {
        context.diagnose(
          Diagnostic(
            node: node,
            message: MacroDiagnostic.error(
              "presentsNotOptionalVar",
              "'@Presents' needs a 'var' with an optional type, e.g. 'var detail: Detail.State?'")))
      }
      return nil
    }
    if let optional = type.as(OptionalTypeSyntax.self) {
      return (name, optional.wrappedType.trimmedDescription)
    }
    if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == "Optional",
      let argument = identifier.genericArgumentClause?.arguments.first
    {
      return (name, argument.argument.trimmedDescription)
    }
    if node != nil {
      context.diagnose(
        Diagnostic(
          node: type,
          message: MacroDiagnostic.error(
            "presentsNotOptional",
            "'@Presents' presents an optional state: make the type '\(type.trimmedDescription)?'"),
          fixIt: FixIt(
            message: MacroFixIt(message: "Make it optional", id: "presentsMakeOptional"),
            changes: [
              .replace(
                oldNode: Syntax(type),
                newNode: Syntax(
                  OptionalTypeSyntax(wrappedType: type.trimmed)
                    .with(\.trailingTrivia, type.trailingTrivia)))
            ]
          )))
    }
    return nil
  }
}
