import SwiftUI

struct ProfileScreen: View {
    @StateObject private var profile = ProfileModel()

    var body: some View {
        VStack {
            ProfileEditor(profile: profile)
            ProfileSummary(profile: profile)
            ProfileBadge(profile)
        }
    }
}
