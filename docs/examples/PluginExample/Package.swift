// swift-tools-version:6.0
import PackageDescription

// An app's navigation as a Swift package that uses coordgen's build-tool plugin: the specs in
// Sources/NotesNavigation/Flows/ are generated into Swift at build time; the scaffolds in
// Sources/NotesNavigation/Navigation/ are committed (swift package generate-coordinators --scaffolds-only).
let package = Package(
    name: "PluginExample",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        // In your package: .package(url: "https://github.com/<owner>/coordgen", from: "<version>")
        .package(name: "coordgen", path: "../../..")
    ],
    targets: [
        .target(
            name: "NotesNavigation",
            dependencies: [
                // On Linux, coordgen's UIKit stand-in, imported as UIKit (below); on iOS, UIKit itself.
                .product(name: "CoordgenUIKitStandIn", package: "coordgen", condition: .when(platforms: [.linux]))
            ],
            swiftSettings: [
                .swiftLanguageMode(.v6),
                .unsafeFlags(["-module-alias", "UIKit=CoordgenUIKitStandIn"], .when(platforms: [.linux])),
            ],
            plugins: [.plugin(name: "CoordgenPlugin", package: "coordgen")]
        ),
        .executableTarget(
            name: "NotesDemo",
            dependencies: ["NotesNavigation"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
