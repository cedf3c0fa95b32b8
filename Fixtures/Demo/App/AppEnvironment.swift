import SwiftUI

private struct ArticlesAPIKey: EnvironmentKey {
    static let defaultValue: ArticlesAPI = LiveArticlesAPI()
}

extension EnvironmentValues {
    var articlesAPI: ArticlesAPI {
        get { self[ArticlesAPIKey.self] }
        set { self[ArticlesAPIKey.self] = newValue }
    }
}
