extension EffectRegistry {
  /// Where a registered effect is in its life, which says what cancels it.
  enum Stage: UInt8 {
    /// Registered, not started yet.
    case reserved
    /// Registered, and cancelled before it started: its task starts cancelled.
    case cancelledBeforeStart
    /// Running the synchronous start of `Task.immediate`, before its task is handed back: the
    /// registration's `current` task cancels it.
    case starting
    /// Running, as the registration's `task`.
    case running
    /// Unregistered: its task has ended.
    case ended
  }

  /// A registration's place in the list of the effects registered under one cancellation key.
  ///
  /// The lists are intrusive: registering and unregistering an effect under a key links and
  /// unlinks a node, with no table per key to hash into or grow. Every field is only touched
  /// under the registry's lock, so no access can overlap another: no dynamic exclusivity checks.
  /// The links are unowned: a node is linked only while its registration is in the registry's
  /// list of running effects, which holds a reference to it.
  class KeyLink: @unchecked Sendable {
    /// The registration this node places: itself, for its first key.
    @exclusivity(unchecked) unowned(unsafe) var owner: Registration?
    @exclusivity(unchecked) unowned(unsafe) var previous: KeyLink?
    @exclusivity(unchecked) unowned(unsafe) var next: KeyLink?
    /// Whether the node is in its key's list; a cancellation by key unlinks the whole list.
    @exclusivity(unchecked) var isLinked = false

    init(owner: Registration?) {
      self.owner = owner
    }
  }

  /// One registered effect: its place in the registry's lists, what cancels it, and, for a `.run`
  /// that a send returned, what starts it once the send is over.
  ///
  /// NB: A class, so that a cancellation between registering and starting reaches it, and so
  /// that a send's line of runs to start holds one reference per run.
  final class Registration: KeyLink, @unchecked Sendable {
    let keys: CancellationKeys
    /// The nodes of the keys after the first; most effects have one key or none.
    @exclusivity(unchecked) var extraLinks: [KeyLink] = []
    // NB: Fields rather than an enum with payloads: the current task's type is resilient, so
    //     such an enum is copied through the runtime's value witnesses on every look.
    @exclusivity(unchecked) var stage = Stage.reserved
    /// The task while it runs its synchronous start. It is alive while it is registered: it
    /// unregisters itself before it ends.
    @exclusivity(unchecked) var current: UnsafeCurrentTask?
    @exclusivity(unchecked) var task: Task<Void, Never>?
    @exclusivity(unchecked) unowned(unsafe) var previousRunning: Registration?
    @exclusivity(unchecked) unowned(unsafe) var nextRunning: Registration?
    let priority: TaskPriority?
    /// The group its task counts in: a send's, which its `StoreTask` awaits.
    let group: EffectGroup?
    /// The group of the concatenation step it is, if it is one.
    let direct: EffectGroup?
    let body: (@MainActor @Sendable () async -> Void)?

    init(
      keys: CancellationKeys, priority: TaskPriority? = nil, group: EffectGroup? = nil,
      direct: EffectGroup? = nil, body: (@MainActor @Sendable () async -> Void)? = nil
    ) {
      self.keys = keys
      self.priority = priority
      self.group = group
      self.direct = direct
      self.body = body
      super.init(owner: nil)
      owner = self
    }

    /// Adds the node of its next key after the first.
    func addExtraLink() -> KeyLink {
      let link = KeyLink(owner: self)
      extraLinks.append(link)
      return link
    }

    /// The node of its key at `index` in `keys`.
    func link(at index: Int) -> KeyLink {
      index == 0 ? self : extraLinks[index - 1]
    }
  }
}
