import SwiftUI

/// Edits the profile in place.
struct ProfileEditor: View {
    @Bindable var profile: ProfileModel

    var body: some View {
        Form {
            TextField("Name", text: $profile.name)
            Toggle("Public", isOn: $profile.isPublic)
        }
    }
}

/// Shows the profile; never writes it.
struct ProfileSummary: View {
    private var profile: ProfileModel

    init(profile: ProfileModel) {
        self.profile = profile
    }

    var body: some View {
        Text(profile.name)
    }
}

struct ProfileBadge: View {
    // Shown next to every comment.
    var profile: ProfileModel

    init(_ profile: ProfileModel) {
        self.profile = profile
    }

    var body: some View {
        Text(profile.isPublic ? "Public" : "Private")
    }
}

struct BioEditor: View {
    @Bindable var profile: ProfileModel
    let limit: Int

    init(profile: ProfileModel, limit: Int = 140) {
        _profile = Bindable(wrappedValue: profile)
        self.limit = limit
    }

    var body: some View {
        TextEditor(text: $profile.bio)
    }
}
