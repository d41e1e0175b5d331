import Foundation

/// The model cache of an output folder (`ModelCache`): written with the run manifest, read by the
/// run after an edit while it is still the file that manifest records.
extension OutputWriter {
    var modelCachePath: String { Self.join(outputDirectory, ModelCache.fileName) }

    /// Writes `cache` beside the run manifest unless the folder already has exactly that one (so a
    /// run with nothing to do writes nothing); what the manifest records of it, or nil when it could
    /// not be written (the run after the next edit then parses every spec).
    public func write(_ cache: ModelCache) -> RunManifest.RecordedFile? {
        write(cache.encoded)
    }

    /// Writes the encoded cache, as `write(_: ModelCache)`.
    public func write(_ cache: ModelCache.Encoded) -> RunManifest.RecordedFile? {
        let bytes = cache.bytes
        let stamp: FileStamp?
        if let before = FileStamp(path: modelCachePath), Self.holds(bytes, at: modelCachePath),
            FileStamp(path: modelCachePath) == before
        {
            stamp = before
        } else {
            stamp = try? write(bytes: bytes, to: modelCachePath)
        }
        guard let stamp else { return nil }
        return RunManifest.RecordedFile(size: bytes.count, digest: cache.digest, stamp: stamp)
    }

    /// The model cache `manifest` records, when the file is still the one it recorded: a regular file
    /// of the recorded size whose stamp is the recorded one and older than the manifest, or whose
    /// bytes have the recorded digest (as for the files the manifest lists, `recordedRun`). Nil on any
    /// doubt.
    public func modelCache(recordedIn manifest: RunManifest) -> ModelCache? {
        var status = stat()
        // The size is checked before anything is read: the manifest's number is not trusted to size a buffer.
        guard let recorded = manifest.models, let manifestStamp = FileStamp(path: runManifestPath),
            stat(modelCachePath, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG,
            Int(status.st_size) == recorded.size,
            let bytes = RegularFile.contents(of: modelCachePath, expectedSize: recorded.size, limit: recorded.size),
            bytes.count == recorded.size
        else { return nil }
        let before = FileStamp(status)
        // The stamp again: a file replaced while it was read is not the one the first stamp describes.
        let isAsStamped = FileStamp(path: modelCachePath) == before
        guard
            (isAsStamped && before.vouchesFor(recorded.stamp, recordedBefore: manifestStamp))
                || SHA256.hex(bytes) == recorded.digest
        else {
            return nil
        }
        return ModelCache(bytes: bytes)
    }
}
