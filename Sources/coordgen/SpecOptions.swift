import ArgumentParser
import CoordgenCore
import Foundation

/// `--specs DIR`, the configuration file and `--diagnostics-format`, shared by every command that reads specs.
struct SpecOptions: ParsableArguments {
    @OptionGroup var diagnosticsOptions: DiagnosticsOptions

    @Option(name: .long, help: ArgumentHelp("The folder of flow specs (*.md).", valueName: "dir"))
    var specs: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The configuration file (default: coordgen.yml here or in the nearest folder above).", valueName: "file"))
    var config: String?

    /// The configuration file's settings (when there is one) with the flags applied. Enters the
    /// configuration file's folder (see `ProjectFolder`); with `verbose`, says which file is used. Sets the
    /// format `Console` prints diagnostics in. Without `search`, only the file `--config` names is read.
    func configuration(diagnostics: inout Diagnostics, verbose: Bool = false, search: Bool = true) -> Configuration {
        Console.format = diagnosticsOptions.diagnosticsFormat
        var configuration = Configuration()
        if config?.isEmpty == true {
            diagnostics.error("the configuration path is empty text; pass a file, like --config coordgen.yml", at: nil)
        } else if let file = ProjectFolder.enter(configuration: config, search: search, diagnostics: &diagnostics) {
            if verbose {
                let folder = FileManager.default.currentDirectoryPath
                let shown = file.hasPrefix("/") ? file : (folder as NSString).appendingPathComponent(file)
                print("config    \(shown) (paths are relative to \(folder))")
            }
            if let text = Self.readConfiguration(at: file, diagnostics: &diagnostics) {
                configuration = ConfigurationLoader().load(text, path: file, diagnostics: &diagnostics)
            }
        }
        if let specs {
            // An empty path would be normalised to '.', the whole current folder.
            if specs.isEmpty {
                diagnostics.error("the specs folder is empty text; pass a folder, like --specs Flows", at: nil)
            } else {
                configuration.specs = ProjectFolder.commandLinePath(specs)
            }
        }
        configuration.specs = Configuration.normalizedPath(configuration.specs)
        return configuration
    }

    /// The text of the configuration file at `path` (which exists), or `nil` with an error saying why not.
    static func readConfiguration(at path: String, diagnostics: inout Diagnostics) -> String? {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            diagnostics.error(
                "the configuration file is a folder; pass a file, like --config coordgen.yml", at: .file(path))
            return nil
        }
        // Only regular files (or links to them): a FIFO would block the read.
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        guard (try? manager.attributesOfItem(atPath: target))?[.type] as? FileAttributeType == .typeRegular else {
            diagnostics.error("the configuration file is not a regular file", at: .file(path))
            return nil
        }
        guard manager.isReadableFile(atPath: path), let data = manager.contents(atPath: path) else {
            diagnostics.error("cannot read the configuration file (check its permissions)", at: .file(path))
            return nil
        }
        if let invalid = SpecSetLoader.firstInvalidUTF8Location(in: data, path: path) {
            diagnostics.error("the configuration file is not UTF-8 text; save it as UTF-8", at: invalid)
            return nil
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Loads, parses and validates the spec set with the rules of the style (`--style` first); prints
    /// diagnostics, and with `verbose` the Markdown files that were left out because they are not flow specs.
    /// For the commands that only read the model and end: the specs' syntax is kept until the process
    /// exits (see `buildModel`).
    func loadModel(warningsAsErrors: Bool = false, verbose: Bool = false, style: StyleOption? = nil)
        -> (FlowModel?, Configuration, Diagnostics)
    {
        let specs = loadSpecs(warningsAsErrors: warningsAsErrors, verbose: verbose, style: style)
        return buildModel(specs, warningsAsErrors: warningsAsErrors, keepingSyntaxUntilExit: true)
    }

    /// The spec files and the configuration, before anything is parsed. `files` is nil when the
    /// configuration has errors, which are then already printed.
    struct LoadedSpecs {
        var files: [SourceFile]?
        var configuration: Configuration
        /// Problems so far, not yet printed when `files` is set.
        var diagnostics: Diagnostics
        /// The Markdown files of the specs folder that are not flow specs.
        var skipped: [String] = []
    }

    /// Reads the configuration and the spec files (`--style` first); with `verbose`, prints the
    /// Markdown files that were left out because they are not flow specs. Without `searchConfiguration`,
    /// only the file `--config` names is read.
    func loadSpecs(
        warningsAsErrors: Bool = false, verbose: Bool = false, style: StyleOption? = nil,
        searchConfiguration: Bool = true
    ) -> LoadedSpecs {
        var diagnostics = Diagnostics()
        var configuration = configuration(diagnostics: &diagnostics, verbose: verbose, search: searchConfiguration)
        style?.apply(to: &configuration)
        guard !diagnostics.hasErrors else {
            Console.report(diagnostics, warningsAsErrors: warningsAsErrors)
            return LoadedSpecs(files: nil, configuration: configuration, diagnostics: diagnostics)
        }
        var skipped: [String] = []
        let files = SpecSetLoader().load(directory: configuration.specs, diagnostics: &diagnostics, skipped: &skipped)
        if verbose {
            for path in skipped { print("skip      \(path) (not a flow spec: no '# NameFlow' heading)") }
        }
        return LoadedSpecs(files: files, configuration: configuration, diagnostics: diagnostics, skipped: skipped)
    }

    /// Parses and validates what `loadSpecs` read, and prints every diagnostic.
    ///
    /// With `keepingSyntaxUntilExit`, the parsed specs are not freed (`RunEnd.keepUntilExit`): right
    /// for a run that ends once the model is checked. A run that goes on to render frees them, and
    /// reuses their memory for what it renders.
    func buildModel(_ specs: LoadedSpecs, warningsAsErrors: Bool = false, keepingSyntaxUntilExit: Bool = false)
        -> (FlowModel?, Configuration, Diagnostics)
    {
        guard let files = specs.files else { return (nil, specs.configuration, specs.diagnostics) }
        var diagnostics = specs.diagnostics
        var model: FlowModel?
        if !files.isEmpty {
            let build = Pipeline.build(from: files, style: specs.configuration.outputStyle, diagnostics: &diagnostics)
            model = build.model
            if keepingSyntaxUntilExit { RunEnd.keepUntilExit(build.syntax) }
        }
        Console.report(diagnostics, warningsAsErrors: warningsAsErrors)
        return (model, specs.configuration, diagnostics)
    }
}
