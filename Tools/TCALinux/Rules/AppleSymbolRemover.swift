import SwiftSyntax

/// Removes declarations that name a symbol only an Apple framework has, or a declaration that
/// was removed; reports those inside a reducer, state, action, client interface or test instead.
///
/// A type that is not protected goes whole when its header, a stored property or a case names such
/// a symbol, so that its name can be followed to what uses it; otherwise, as in an extension, only
/// the members that name one go: a client's live value, say.
final class AppleSymbolRemover: SyntaxVisitor {
  private let file: ParsedFile
  private let protected: ProtectedNames
  /// Names the app or the stand-ins declare: never Apple's, whatever their prefix.
  private let ownNames: Set<String>
  private let appleImports: Set<String>
  var removals: Removals
  private(set) var leftovers: [PortReport.Deletion] = []

  init(file: ParsedFile, protected: ProtectedNames, ownNames: Set<String>, removals: Removals) {
    self.file = file
    self.protected = protected
    self.ownNames = ownNames
    self.appleImports = file.appleImports
    self.removals = removals
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: SourceFileSyntax) -> SyntaxVisitorContinueKind {
    for decl in node.statements.flattenedDeclarations where !decl.is(ImportDeclSyntax.self) {
      scan(decl, sealed: false, topLevel: true)
    }
    return .skipChildren
  }

  private func scan(_ decl: DeclSyntax, sealed: Bool, topLevel: Bool) {
    guard !removals.covers(decl) else { return }
    // NB: A live value is no part of a client's interface, even when the client declares it.
    let sealed = sealed && decl.declaredName != "liveValue" || protected.seals(decl)
    if let ext = decl.as(ExtensionDeclSyntax.self) {
      if !sealed, let reason = offence(in: ext, headerOnly: true) {
        removals.remove(ext, in: file, reason: reason)
        return
      }
      for member in decl.memberDeclarations { scan(member.decl, sealed: sealed, topLevel: false) }
    } else if decl.asProtocol(DeclGroupSyntax.self) != nil {
      if sealed {
        if let reason = offence(in: decl, headerOnly: true) { leave(decl, reason: reason) }
        for member in decl.memberDeclarations { scan(member.decl, sealed: true, topLevel: false) }
      } else if let reason = offence(in: decl, headerOnly: true) ?? layoutOffence(in: decl) {
        removals.remove(decl, in: file, reason: reason, exportsName: true)
      } else {
        for member in decl.memberDeclarations { scan(member.decl, sealed: false, topLevel: false) }
      }
    } else if let reason = offence(in: decl, headerOnly: false) {
      if sealed {
        leave(decl, reason: reason)
      } else {
        removals.remove(
          decl, in: file, reason: reason, exportsName: topLevel && decl.isTypeDeclaration)
      }
    }
  }

  /// Why a type cannot stay: one of its stored properties or cases names a symbol Linux lacks.
  private func layoutOffence(in decl: DeclSyntax) -> String? {
    for member in decl.memberDeclarations.map(\.decl) {
      if member.is(EnumCaseDeclSyntax.self), let reason = offence(in: member, headerOnly: false) {
        return reason
      }
      guard let variable = member.as(VariableDeclSyntax.self),
        !variable.modifiers.contains(where: {
          $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
        }),
        variable.bindings.allSatisfy(\.isStored)
      else { continue }
      if let reason = offence(in: variable, headerOnly: false) { return reason }
    }
    return nil
  }

  private func leave(_ decl: DeclSyntax, reason: String) {
    leftovers.append(
      PortReport.Deletion(
        file: file.path, line: file.line(of: decl), declaration: decl.summary, reason: reason))
  }

  /// Why `decl` cannot stay, from the first symbol it names that Linux lacks.
  private func offence(in decl: some DeclSyntaxProtocol, headerOnly: Bool) -> String? {
    let memberBlock = decl.asProtocol(DeclGroupSyntax.self)?.memberBlock
    for token in decl.tokens(viewMode: .sourceAccurate) {
      guard case .identifier(let name) = token.tokenKind else { continue }
      if headerOnly, let memberBlock, memberBlock.range.contains(token.position) { break }
      if removals.removes(name, in: file.path), !removals.covers(token), !isDeclaredName(token) {
        return "names \(name), removed above"
      }
      if !ownNames.contains(name),
        let module = AppleFrameworks.module(of: name, among: appleImports)
      {
        return "names \(name), which only \(module) has"
      }
    }
    return nil
  }

  private func isDeclaredName(_ token: TokenSyntax) -> Bool {
    guard let parent = token.parent?.asProtocol(DeclSyntaxProtocol.self) else { return false }
    return parent.declaredName == token.text
  }
}

extension PatternBindingSyntax {
  /// Whether the binding stores a value: no accessors, or only `willSet` and `didSet`.
  fileprivate var isStored: Bool {
    switch accessorBlock?.accessors {
    case nil: return true
    case .getter: return false
    case .accessors(let accessors):
      return accessors.allSatisfy {
        $0.accessorSpecifier.tokenKind == .keyword(.willSet)
          || $0.accessorSpecifier.tokenKind == .keyword(.didSet)
      }
    }
  }
}
