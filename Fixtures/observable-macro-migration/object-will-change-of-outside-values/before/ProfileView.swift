import SwiftUI

struct ProfileView: View {
    @StateObject private var profile = ProfileModel()

    var body: some View {
        Text(profile.displayName)
    }
}
