import SwiftUI

struct ProfileScreen: View {
    @EnvironmentObject var session: SessionStore

    var body: some View {
        Text(session.userName)
    }
}

#if DEBUG
/// Builds the screens the previews show; a private type only this file's previews use.
private enum ProfilePreviewData {
    static func preview(title: String) -> some View {
        VStack {
            Text(title)
            ProfileScreen()
        }
        .previewEnvironment()
    }

    static func preview() -> some View {
        self.preview(title: "Profile")
    }
}

struct ProfileScreen_Previews: PreviewProvider {
    static var previews: some View {
        ProfilePreviewData.preview()
    }
}
#endif
