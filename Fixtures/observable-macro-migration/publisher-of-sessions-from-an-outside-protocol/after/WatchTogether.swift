import GroupActivities

/// `sessions()` comes from the framework's `GroupActivity` extension, not from this type.
struct WatchTogether: GroupActivity {
    let episodeID: String

    var metadata: GroupActivityMetadata {
        var metadata = GroupActivityMetadata()
        metadata.title = "Watch together"
        return metadata
    }
}
