import Foundation

// A class named like the aliases, nested in another type: not what 'extension Controller' means.
struct LoginView {
    final class Controller {
        var title = ""
    }
}
