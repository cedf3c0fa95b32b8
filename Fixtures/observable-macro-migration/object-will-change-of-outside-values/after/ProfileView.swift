import SwiftUI

struct ProfileView: View {
    @State private var profile = ProfileModel()

    var body: some View {
        Text(profile.displayName)
    }
}
