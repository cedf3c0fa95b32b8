import SwiftUI

/// Edits the profile in place.
struct ProfileEditor: View {
    @ObservedObject var profile: ProfileModel

    var body: some View {
        Form {
            TextField("Name", text: $profile.name)
            Toggle("Public", isOn: $profile.isPublic)
        }
    }
}

/// Shows the profile; never writes it.
struct ProfileSummary: View {
    @ObservedObject private var profile: ProfileModel

    init(profile: ProfileModel) {
        _profile = ObservedObject(wrappedValue: profile)
    }

    var body: some View {
        Text(profile.name)
    }
}

struct ProfileBadge: View {
    // Shown next to every comment.
    @ObservedObject
    var profile: ProfileModel

    init(_ profile: ProfileModel) {
        self._profile = ObservedObject(initialValue: profile)
    }

    var body: some View {
        Text(profile.isPublic ? "Public" : "Private")
    }
}

struct BioEditor: View {
    @ObservedObject var profile: ProfileModel
    let limit: Int

    init(profile: ProfileModel, limit: Int = 140) {
        _profile = ObservedObject(initialValue: profile)
        self.limit = limit
    }

    var body: some View {
        TextEditor(text: $profile.bio)
    }
}
