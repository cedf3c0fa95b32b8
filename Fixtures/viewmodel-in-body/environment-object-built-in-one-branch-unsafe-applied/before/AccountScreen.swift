import SwiftUI

final class SignInForm: ObservableObject {
    @Published var email = ""
}

struct AccountScreen: View {
    let isSignedIn: Bool

    var body: some View {
        if isSignedIn {
            Text("Signed in")
        } else {
            // Built only while signed out; as a property, whenever the screen is installed.
            SignInView()
                .environmentObject(SignInForm())
        }
    }
}

struct SignInView: View {
    @EnvironmentObject var form: SignInForm

    var body: some View {
        TextField("Email", text: $form.email)
    }
}
