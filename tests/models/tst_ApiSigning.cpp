#include "feeds/signing/AlibabaSigner.h"
#include "feeds/signing/BaiduSigner.h"
#include "feeds/signing/HuaweiSigner.h"
#include "feeds/signing/SigningCrypto.h"
#include "feeds/signing/TencentSigner.h"
#include "TestMain.h"

#include <QTest>

using namespace gpuscout;

// Every vector is a vendor's published one (or its SDK's unit test), reproduced byte for
// byte: ../shared/data/china-clouds/price-apis.md section 0 lists where each comes from.
class TestApiSigning : public QObject
{
    Q_OBJECT

    static QByteArray signatureOf(const QByteArray &authorization)
    {
        return authorization.mid(authorization.lastIndexOf("Signature=") + 10);
    }

private Q_SLOTS:
    void encodesAsRfc3986()
    {
        QCOMPARE(SigningCrypto::uriEncode("a b*~/-_.:"), QByteArray("a%20b%2A~%2F-_.%3A"));
        QCOMPARE(SigningCrypto::uriEncode("/v1/a b", true), QByteArray("/v1/a%20b"));
        QCOMPARE(SigningCrypto::uriEncode(QStringLiteral("一").toUtf8()), QByteArray("%E4%B8%80"));
    }

    // A3: darabonba-openapi-util's GetAuthorization (Go and Python tests): repeated header
    // values sorted and joined, an empty query value as "k=", the payload hash as given.
    void alibabaSdkVector_data()
    {
        QTest::addColumn<QByteArray>("method");
        QTest::addColumn<QByteArray>("signature");
        QTest::newRow("no method") << QByteArray() << QByteArray("4ab59fffe3c5738ff8a2729f90cc04fe18b02a4b15b2102cbaf92f9ff3df2ea3");
        QTest::newRow("GET") << QByteArray("GET") << QByteArray("d16b30a7699ae9e43875b13195b2f81bcc3ed10c14a9b5eb780e51619aa50be1");
    }
    void alibabaSdkVector()
    {
        QFETCH(QByteArray, method);
        QFETCH(QByteArray, signature);
        for (const QList<std::pair<QByteArray, QByteArray>> &headers :
             {QList<std::pair<QByteArray, QByteArray>>{{"x-acs-test", "https"}, {"X-Acs-Test", "http"}},
              QList<std::pair<QByteArray, QByteArray>>{{"x-acs-test", "http,https"}}}) {
            ApiRequest r;
            r.method = method;
            r.query = {{QStringLiteral("test"), QStringLiteral("ok")}, {QStringLiteral("empty"), QString()}};
            r.headers = headers;
            const QByteArray hashed("55e12e91650d2fec56ec74e1d3e4ddbfce2ef3a65890c2a19ecf88a307e76a23");
            QByteArray signedHeaders;
            QCOMPARE(AlibabaSigner::canonicalRequest(r, hashed, &signedHeaders),
                     method + "\n/\nempty=&test=ok\nx-acs-test:http,https\n\nx-acs-test\n" + hashed);
            QCOMPARE(AlibabaSigner::authorization(r, hashed, "acesskey", "secret"),
                     "ACS3-HMAC-SHA256 Credential=acesskey,SignedHeaders=x-acs-test,Signature=" + signature);
        }
    }

    // A4: the V3 documentation's RunInstances example; sign() sets the same headers.
    void alibabaDocumentVector()
    {
        ApiRequest r;
        r.method = "POST";
        r.host = "ecs.cn-shanghai.aliyuncs.com";
        r.query = {{QStringLiteral("ImageId"), QStringLiteral("win2019_1809_x64_dtc_zh-cn_40G_alibase_20230811.vhd")},
                   {QStringLiteral("RegionId"), QStringLiteral("cn-shanghai")}};
        AlibabaSigner::sign(&r, "RunInstances", "2014-05-26", QDateTime(QDate(2023, 10, 26), QTime(9, 1, 1), Qt::UTC),
                            "d410180a5abf7fe235dd9b74aca91fc0", "YourAccessKeyId", "YourAccessKeySecret");
        QCOMPARE(r.header("x-acs-content-sha256"), QByteArray("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"));
        QCOMPARE(r.header("x-acs-date"), QByteArray("2023-10-26T09:01:01Z"));
        QCOMPARE(r.header("Authorization"),
                 QByteArray("ACS3-HMAC-SHA256 Credential=YourAccessKeyId,SignedHeaders=host;x-acs-action;"
                            "x-acs-content-sha256;x-acs-date;x-acs-signature-nonce;x-acs-version,Signature="
                            "e521358f7776c97df52e6b2891a8bc73026794a071b50c3323388c4e0df64804"));
    }

    // T1: Tencent's own example; the body's \u escapes are hashed as the ASCII sent.
    void tencentDocumentVector()
    {
        ApiRequest r;
        r.method = "POST";
        r.host = "cvm.tencentcloudapi.com";
        r.body = R"({"Limit": 1, "Filters": [{"Values": ["\u672a\u547d\u540d"], "Name": "instance-name"}]})";
        QCOMPARE(SigningCrypto::sha256Hex(r.body), QByteArray("35e9c5b0e3ae67532d3c9f17ead6c90222632e5b1ff7f6e89887f1398934f064"));
        TencentSigner::sign(&r, "cvm", "DescribeInstances", "2017-03-12", "ap-guangzhou", 1551113065,
                            "AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE", "Gu5t9xGARNpq86cd98joQYCN3EXAMPLE");
        QCOMPARE(SigningCrypto::sha256Hex(TencentSigner::canonicalRequest(r, "content-type;host")),
                 QByteArray("5ffe6a04c0664d6b969fab9a13bdab201d63ee709638e2749d62a09ca18d7031"));
        QCOMPARE(r.header("Authorization"),
                 QByteArray("TC3-HMAC-SHA256 Credential=AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE/2019-02-25/cvm/tc3_request, "
                            "SignedHeaders=content-type;host, Signature=72e494ea809ad7a8c8f7a4507b9bddcbaa8e581f516e8da2f66e2c5a96525168"));
        QCOMPARE(r.header("X-TC-Timestamp"), QByteArray("1551113065"));
    }

    // T2: teco-core's tests, POST and GET.
    void tencentSdkVectors()
    {
        ApiRequest post;
        post.method = "POST";
        post.host = "cvm.tencentcloudapi.com";
        post.headers = {{"Content-Type", "application/json"}};
        post.body = "{}";
        QCOMPARE(TencentSigner::signature(post, "content-type;host", "cvm", 1000000000, "MY_TC_SECRET_KEY"),
                 QByteArray("2c0b761dcdeacac29ac9d135f9f22b0fa52d4536d8b7727a8a515935c47eaea7"));
        ApiRequest get;
        get.host = "cvm.tencentcloudapi.com";
        get.headers = {{"Content-Type", "application/x-www-form-urlencoded"}};
        get.query = {{QStringLiteral("InstanceIds.0"), QStringLiteral("ins-000000")},
                     {QStringLiteral("InstanceIds.1"), QStringLiteral("ins-000001")}};
        QCOMPARE(TencentSigner::signature(get, "content-type;host", "cvm", 1000000000, "MY_TC_SECRET_KEY"),
                 QByteArray("a4315b91798a181a6e5fb0353590040a399edad4a003ef5688d71fb34366c471"));
    }

    // H1: Huawei's documented example: the path signed with a trailing '/'.
    void huaweiDocumentVector()
    {
        ApiRequest r;
        r.host = "service.region.example.com";
        r.path = "/v1/77b6a44cba5143ab91d13ab9a8ff44fd/vpcs";
        r.query = {{QStringLiteral("limit"), QStringLiteral("2")},
                   {QStringLiteral("marker"), QStringLiteral("13551d6b-755d-4757-b956-536f674975c0")}};
        r.headers = {{"Content-Type", "application/json"}, {"X-Sdk-Date", "20191115T033655Z"}};
        const QByteArray names("content-type;host;x-sdk-date");
        QVERIFY(HuaweiSigner::canonicalRequest(r, names).startsWith("GET\n/v1/77b6a44cba5143ab91d13ab9a8ff44fd/vpcs/\nlimit=2&marker="));
        QCOMPARE(SigningCrypto::sha256Hex(HuaweiSigner::canonicalRequest(r, names)),
                 QByteArray("b25362e603ee30f4f25e7858e8a7160fd36e803bb2dfe206278659d71a9bcd7a"));
        QCOMPARE(HuaweiSigner::authorization(r, names, "QTWAOYTTINDUT2QVKYUC", "MFyfvK41ba2giqM7Uio6PznpdUKGpownRZlmVmHc"),
                 QByteArray("SDK-HMAC-SHA256 Access=QTWAOYTTINDUT2QVKYUC, SignedHeaders=content-type;host;x-sdk-date, "
                            "Signature=7be6668032f70418fcc22abc52071e57aff61b84a1d2381bb430d6870f4f6ebe"));
        // sign() at the same moment signs the same three headers.
        ApiRequest s = r;
        s.headers.clear();
        HuaweiSigner::sign(&s, QDateTime(QDate(2019, 11, 15), QTime(3, 36, 55), Qt::UTC), "QTWAOYTTINDUT2QVKYUC",
                           "MFyfvK41ba2giqM7Uio6PznpdUKGpownRZlmVmHc");
        QCOMPARE(signatureOf(s.header("Authorization")), QByteArray("7be6668032f70418fcc22abc52071e57aff61b84a1d2381bb430d6870f4f6ebe"));
    }

    // H2: huaweicloud-sdk-go-v3's signer tests: only X-Sdk-Date signed; the POST body keeps
    // its trailing newline; repeated query names sort by value.
    void huaweiSdkVectors()
    {
        ApiRequest get;
        get.host = "example.huaweicloud.com";
        get.path = "/path";
        get.query = {{QStringLiteral("limit"), QStringLiteral("1")}};
        get.headers = {{"X-Sdk-Date", "20060102T150405Z"}};
        QCOMPARE(HuaweiSigner::signature(get, "x-sdk-date", "SecretKey"),
                 QByteArray("5a2ce64c865e0e6046321c6f3d5a77ba8413eeaf355c3166c03d58d02ac79624"));
        ApiRequest post = get;
        post.method = "POST";
        post.query = {{QStringLiteral("key"), QStringLiteral("value")}};
        post.body = "{\"Name\":\"test\",\"Id\":1}\n";
        QCOMPARE(HuaweiSigner::signature(post, "x-sdk-date", "SecretKey"),
                 QByteArray("cecc2af119b18ab70b4d094c0750f3b42c02f254903179a0fc2cc72fc9db4f59"));
        ApiRequest query = get;
        query.query = {{QStringLiteral("test"), QString::fromUtf8("一 (&=?!#%.*)")}, {QStringLiteral("multi"), QStringLiteral("3")},
                       {QStringLiteral("path"), QStringLiteral("/tmp/123")}, {QStringLiteral("multi"), QStringLiteral("1")},
                       {QStringLiteral("limit"), QStringLiteral("1")}, {QStringLiteral("multi"), QStringLiteral("2")},
                       {QStringLiteral("enable"), QStringLiteral("true")}};
        QCOMPARE(HuaweiSigner::canonicalRequest(query, "x-sdk-date").split('\n').value(2),
                 QByteArray("enable=true&limit=1&multi=1&multi=2&multi=3&path=%2Ftmp%2F123&test=%E4%B8%80%20%28%26%3D%3F%21%23%25.%2A%29"));
    }

    // B1: bce-sdk-js's auth tests: a null and an empty query value both "k=", an unsigned
    // header left out, header values URI-encoded, the signing key used as hex text.
    void baiduSdkVectors()
    {
        const QDateTime when = QDateTime::fromSecsSinceEpoch(1402639056, Qt::UTC);
        ApiRequest put;
        put.method = "PUT";
        put.host = "bce.baidu.com";
        put.path = "/v1/bucket/object1";
        put.query = {{QStringLiteral("A"), QString()}, {QStringLiteral("b"), QStringLiteral("")}, {QStringLiteral("C"), QStringLiteral("d")}};
        put.headers = {{"Host", "bce.baidu.com"}, {"abc", "123"}, {"x-bce-meta-key1", "ABC"}};
        QByteArray names;
        QCOMPARE(BaiduSigner::canonicalRequest(put, &names),
                 QByteArray("PUT\n/v1/bucket/object1\nA=&C=d&b=\nhost:bce.baidu.com\nx-bce-meta-key1:ABC"));
        QCOMPARE(BaiduSigner::authorization(put, "my_ak", "my_sk", when, 1800),
                 QByteArray("bce-auth-v1/my_ak/2014-06-13T05:57:36Z/1800/host;x-bce-meta-key1/"
                            "80c9672aca2ea9af4bb40b9a8ff458d72df94e97d550840727f3a929af271d25"));
        ApiRequest del;
        del.method = "DELETE";
        del.path = "/v1/test-bucket1361199862";
        del.headers = {{"Content-Type", "application/json; charset=utf-8"}, {"Content-Length", "0"}};
        QCOMPARE(BaiduSigner::canonicalRequest(del, &names),
                 QByteArray("DELETE\n/v1/test-bucket1361199862\n\ncontent-length:0\ncontent-type:application%2Fjson%3B%20charset%3Dutf-8"));
        QCOMPARE(BaiduSigner::authorization(del, "my_ak", "my_sk", when, 1800),
                 QByteArray("bce-auth-v1/my_ak/2014-06-13T05:57:36Z/1800/content-length;content-type/"
                            "c9386b15d585960ae5e6972f73ed92a9a682dc81025480ba5b41206d3e489822"));
    }

    // A secret changes every signature (a test that cannot fail otherwise would pass with
    // any constant).
    void aWrongSecretSignsDifferently()
    {
        ApiRequest r;
        r.method = "POST";
        r.host = "cvm.tencentcloudapi.com";
        r.body = "{}";
        r.headers = {{"Content-Type", "application/json"}};
        QVERIFY(TencentSigner::signature(r, "content-type;host", "cvm", 1000000000, "MY_TC_SECRET_KEY")
                != TencentSigner::signature(r, "content-type;host", "cvm", 1000000000, "MY_TC_SECRET_KEX"));
        QVERIFY(AlibabaSigner::authorization(r, "x", "id", "a") != AlibabaSigner::authorization(r, "x", "id", "b"));
    }
};

GPUSCOUT_TEST_MAIN(TestApiSigning)
#include "tst_ApiSigning.moc"
