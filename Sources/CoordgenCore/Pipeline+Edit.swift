/// The model after an edit, built from the last run's model cache and the specs that changed.
extension Pipeline {
    public struct EditedModel: Sendable {
        public var model: FlowModel
        /// The flows whose model, usage included, is the one the cache holds: their digests and their
        /// records in the next cache are the recorded ones.
        public var reused: Set<String>
        /// How many specs were parsed: the changed ones and those of the flows that start a flow
        /// whose inputs or result changed.
        public var parsedSpecs: Int
        /// The model's stack depths, worked out again only where they can differ from the cached ones.
        var stackDepths: StackDepthAnalysis
    }

    /// The model of `files` when only the specs at the paths in `changed` differ from the run that
    /// wrote `cache`, built without parsing the others: the flows of the unchanged specs are read
    /// from the cache; the changed specs are parsed and built, and so are the flows that start a
    /// flow whose inputs or result changed (building a flow reads nothing else of the others); the
    /// usage analysis then runs on the whole model, as in `model(from:)`, unless every rebuilt flow
    /// reads as before for it (`UsageAnalysis.Readings`: the cached usage is then its result), and so
    /// do the rules, but those that check one flow at a time only where their findings can differ
    /// (`ValidationScope`).
    ///
    /// That run printed nothing (`RunManifest.admitsEdit`), so a spec that did not change gives no
    /// diagnostic now either, and the flows read back are those a full build would make. Nil when
    /// that cannot be shown (a changed spec names another flow, the cache does not list exactly
    /// `files`, a record does not read, the spec set has links) or when anything at all is reported:
    /// the caller then builds the model from every spec, which reports it as always (the messages
    /// here, such as an unknown target's, are not worded for the whole set).
    public static func editedModel(
        from files: [SourceFile], changed: Set<String>, cache: ModelCache,
        style: any OutputStyle = OutputStyles.defaultStyle
    ) -> EditedModel? {
        // One record for each spec, and a spec for each record, their paths compared byte for byte
        // (Swift's `==` takes two Unicode spellings of one path as equal; the files' headers do not).
        let paths = Set(files.map { Array($0.path.utf8) })
        guard paths.count == files.count, cache.entries.count == files.count,
            paths == Set(cache.entries.map { Array($0.path.utf8) })
        else { return nil }
        let read = ParallelWork.map(cache.entries) { cache.flow(of: $0) }
        let cached = read.compactMap { $0 }
        // Sorted by name, as the model is: each name once.
        guard cached.count == read.count, zip(cached, cached.dropFirst()).allSatisfy({ $0.name < $1.name }) else {
            return nil
        }

        // The changed specs, and the flows that read a signature that changed.
        var diagnostics = Diagnostics()
        guard let changedSpecs = cleanSpecs(files.filter { changed.contains($0.path) }) else { return nil }
        // Links (spec format 1.1) resolve across the whole spec set, through other flows' screens and
        // events: a spec set with links is built whole.
        guard !changedSpecs.contains(where: { $0.linksSectionLocation != nil }),
            !cached.contains(where: { $0.linksLocation != nil })
        else { return nil }
        var signatures = Dictionary(uniqueKeysWithValues: cached.map { ($0.name, FlowSignature($0)) })
        // Two paths that differ only in their Unicode spelling would be one key: then no shortcut.
        let cachedNames = Dictionary(cached.map { ($0.path, $0.name) }, uniquingKeysWith: { first, _ in first })
        guard cachedNames.count == cached.count else { return nil }
        var resigned: Set<String> = []
        for spec in changedSpecs {
            guard let cachedName = cachedNames[spec.path], cachedName.utf8.elementsEqual(spec.name.name.utf8) else {
                return nil
            }
            let signature = FlowSignature(spec)
            if signatures[spec.name.name] != signature { resigned.insert(spec.name.name) }
            signatures[spec.name.name] = signature
        }
        let changedNames = Set(changedSpecs.map(\.name.name))
        let readerPaths =
            resigned.isEmpty
            ? []
            : Set(
                cached.lazy.filter { !changedNames.contains($0.name) && !$0.readSignatures.isDisjoint(with: resigned) }
                    .map(\.path))
        guard let readerSpecs = cleanSpecs(files.filter { readerPaths.contains($0.path) }) else { return nil }
        let rebuilt = ModelBuilder().buildFlows(
            changedSpecs + readerSpecs, signatures: signatures, screenOwners: [:], diagnostics: &diagnostics)
        guard diagnostics.all.isEmpty else { return nil }

        // The whole model, with the usage `ModelBuilder.build` would work out. The cache lists the
        // flows sorted by name, as the model does, and no flow changed its name.
        let index = Dictionary(uniqueKeysWithValues: cached.enumerated().map { ($1.name, $0) })
        var flows = cached
        var rebuiltIndices: Set<Int> = []
        for flow in rebuilt {
            guard let position = index[flow.name] else { return nil }
            flows[position] = flow
            rebuiltIndices.insert(position)
        }
        // The usage analysis reads nothing of a flow but its `Readings`: when each rebuilt flow reads as
        // its cached model did (the edit starts, ends and selects nothing new), the analysis would find
        // the cached usage again, so it does not run.
        let keepsUsage = rebuiltIndices.allSatisfy {
            UsageAnalysis.Readings(of: flows[$0]).isSame(as: UsageAnalysis.Readings(of: cached[$0]))
        }
        if keepsUsage {
            for position in rebuiltIndices { flows[position].usage = cached[position].usage }
        } else {
            for position in flows.indices { flows[position].usage = FlowUsage() }
            UsageAnalysis.annotate(&flows)
        }
        let model = FlowModel(flows: flows)
        let reused = Set(
            flows.indices.lazy.filter {
                !rebuiltIndices.contains($0) && (keepsUsage || Self.sameBytes(cached[$0].usage, flows[$0].usage))
            }
            .map { flows[$0].name })
        // The rules that check one flow at a time found nothing last time in the flows whose model is
        // the same and whose neighbours' models are too.
        let changedModels = Set(flows.lazy.map(\.name).filter { !reused.contains($0) })
        guard let cachedDepths = cache.stackDepths() else { return nil }
        let reusable = reused.subtracting(StackDepthAnalysis.loopMembers(of: FlowModel(flows: cached)))
        let stackDepths = StackDepthAnalysis(model: model, reusing: .init(endings: cachedDepths, reusable: reusable))
        Validator(style: style).validate(
            model, scope: .around(changedModels, in: model, stackDepths: stackDepths), diagnostics: &diagnostics)
        guard diagnostics.all.isEmpty else { return nil }
        return EditedModel(model: model, reused: reused, parsedSpecs: rebuilt.count, stackDepths: stackDepths)
    }

    /// The specs of `files`, or nil when any reports anything.
    private static func cleanSpecs(_ files: [SourceFile]) -> [FlowSpec]? {
        let specs = parse(files).compactMap { $0.diagnostics.all.isEmpty ? $0.spec : nil }
        return specs.count == files.count ? specs : nil
    }

    /// True when `first` and `second` have the same `CanonicalBytes` (Swift's `==` on strings would
    /// take two Unicode spellings of one name as equal).
    private static func sameBytes(_ first: FlowUsage, _ second: FlowUsage) -> Bool {
        CanonicalBytes.of(first) == CanonicalBytes.of(second)
    }
}
