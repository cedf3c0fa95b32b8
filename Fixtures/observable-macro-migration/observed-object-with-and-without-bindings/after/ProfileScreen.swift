import SwiftUI

struct ProfileScreen: View {
    @State private var profile = ProfileModel()

    var body: some View {
        VStack {
            ProfileEditor(profile: profile)
            ProfileSummary(profile: profile)
            ProfileBadge(profile)
        }
    }
}
